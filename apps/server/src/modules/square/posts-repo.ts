import { type Kysely, sql } from 'kysely';
import { type Cache, cached } from '../../cache/cache.ts';
import { likeEscape } from '../../db/like.ts';
import type { Database } from '../../db/schema.ts';
import {
  type CursorShape,
  type CursorValue,
  decodeCursor,
  nextCursorOf,
  offsetOf,
  type PageQuery,
} from '../../http/paging.ts';
import type { PostWithAuthor } from './present.ts';
import { blockedBy, hiddenIds } from './visibility.ts';

export const SORT_HOT = 1;
export const SORT_NEW = 2;

export interface PostFilter {
  tagId?: number | undefined;
  keyword?: string | undefined;
  /** Only these authors' posts (my posts, following feed). */
  uid?: string | undefined;
  followedBy?: string | undefined;
  /** Leave out the authors this viewer blocked. */
  blockedBy?: string | undefined;
}

type Db = Kysely<Database>;

function filtered(db: Db, f: PostFilter) {
  let q = db.selectFrom('square_posts');
  // Posts hidden after reports stay in their author's own list only.
  if (f.uid === undefined) q = q.where('square_posts.id', 'not in', hiddenIds(db, 'post'));
  if (f.blockedBy !== undefined) q = q.where('square_posts.uid', 'not in', blockedBy(db, f.blockedBy));
  if (f.tagId !== undefined) q = q.where('square_posts.tag_id', '=', f.tagId);
  if (f.uid !== undefined) q = q.where('square_posts.uid', '=', f.uid);
  if (f.keyword)
    q = q.where(sql<boolean>`square_posts.content LIKE ${`%${likeEscape(f.keyword)}%`} ESCAPE '\\'`);
  if (f.followedBy !== undefined) {
    const me = f.followedBy;
    q = q.where('square_posts.uid', 'in', (eb) =>
      eb.selectFrom('user_follows').select('user_follows.target_uid').where('user_follows.uid', '=', me),
    );
  }
  return q;
}

/**
 * One page of posts with their authors, in one statement. The subquery picks the page's ids from
 * the index that serves the sort (no table rows touched while skipping `offset` entries), then only
 * those rows are read by primary key and joined — deep pages stay cheap with plain currentPage paging.
 * (`id IN (subquery)` rather than a join on a derived table: with a bound LIMIT, SQLite cannot
 * size the derived table and would scan every post to probe it.)
 */
export async function pagePosts(
  db: Db,
  f: PostFilter,
  sort: number,
  q: PageQuery,
  from: Anchor | null = null,
): Promise<PostWithAuthor[]> {
  let ids = ordered(filtered(db, f).select('square_posts.id'), sort);
  let skip = offsetOf(q);
  if (from) {
    ids = ids.where(after(sort, from.key));
    skip -= from.offset;
  }
  const page = ids.limit(q.pageSize).offset(skip);
  let rows = selectPostWithAuthor(db).where('p.id', 'in', page);
  rows =
    sort === SORT_HOT
      ? rows.orderBy('p.like_count', 'desc').orderBy('p.created_at', 'desc').orderBy('p.id', 'desc')
      : rows.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc');
  return (await rows.execute()) as PostWithAuthor[];
}

/** Names a post list's cursors by sort, so a cursor of one sort is refused by the other. */
const postList = (sort: number) => `posts:${sort}`;
const postShape = (sort: number): CursorShape =>
  sort === SORT_HOT ? ['int', 'text', 'int'] : ['text', 'int'];
const postKey = (sort: number, p: SortKey): CursorValue[] =>
  sort === SORT_HOT ? [p.like_count, p.created_at, p.id] : [p.created_at, p.id];

/** The post after which a cursor asks to go on (400 for a cursor of another list). */
export function postCursorAnchor(cursor: string, sort: number, q: PageQuery): Anchor {
  const v = decodeCursor(cursor, postList(sort), postShape(sort));
  const key: SortKey =
    sort === SORT_HOT
      ? { like_count: v[0] as number, created_at: v[1] as string, id: v[2] as number }
      : { like_count: 0, created_at: v[0] as string, id: v[1] as number };
  // Skipping nothing: the page starts right after the key, whatever page number it is called.
  return { offset: offsetOf(q), key };
}

/** The cursor after a page of posts (null when the page is not full). */
export function nextPostCursor(
  rows: readonly PostWithAuthor[],
  sort: number,
  pageSize: number,
): string | null {
  return nextCursorOf(rows, pageSize, postList(sort), (p) => postKey(sort, p));
}

type PostSelect = ReturnType<typeof filtered>;

function ordered<T extends { orderBy: PostSelect['orderBy'] }>(q: T, sort: number): T {
  const o = q as unknown as PostSelect;
  return (sort === SORT_HOT
    ? o
        .orderBy('square_posts.like_count', 'desc')
        .orderBy('square_posts.created_at', 'desc')
        .orderBy('square_posts.id', 'desc')
    : o.orderBy('square_posts.created_at', 'desc').orderBy('square_posts.id', 'desc')) as unknown as T;
}

/** Sort key of a post: what "comes after" means in a descending list. */
interface SortKey {
  like_count: number;
  created_at: string;
  id: number;
}

/** The sort key of the post at `offset` in a list, so a deeper page can start there by index. */
export interface Anchor {
  offset: number;
  key: SortKey;
}

function after(sort: number, k: SortKey) {
  // Row-value comparison: both databases answer it from the sort's index (a range scan, not a skip).
  return sort === SORT_HOT
    ? sql<boolean>`(square_posts.like_count, square_posts.created_at, square_posts.id) < (${k.like_count}, ${k.created_at}, ${k.id})`
    : sql<boolean>`(square_posts.created_at, square_posts.id) < (${k.created_at}, ${k.id})`;
}

function selectPostWithAuthor(db: Db) {
  return db
    .selectFrom('square_posts as p')
    .leftJoin('users as u', 'u.uid', 'p.uid')
    .select([
      'p.id',
      'p.uid',
      'p.tag_id',
      'p.content',
      'p.images',
      'p.video',
      'p.like_count',
      'p.comment_count',
      'p.created_at',
      'u.name as author_name',
      'u.avatar as author_avatar',
      'u.vip_expire_at as author_vip',
    ]);
}

const GENERATION = 'square:generation';
/** How long a public list page may be served from a cache (its rows, or a guest's whole answer). */
export const LIST_TTL_MS = 2_000;
const CACHED_PAGES = 5;

/**
 * What a public list page's rows are cached under (one of its first CACHED_PAGES pages, at the square's
 * current generation), or null for a page that is not cached.
 */
async function publicPageKey(
  cache: Cache,
  f: PostFilter,
  sort: number,
  q: PageQuery,
): Promise<string | null> {
  if (!isPublic(f) || q.currentPage > CACHED_PAGES) return null;
  return `${await generation(cache)}:${f.tagId ?? 'all'}:${sort}:${q.currentPage}:${q.pageSize}`;
}

/**
 * What a guest's whole answer for a public list page is kept under: any page number, since a deep page
 * is the same answer for every guest as the first ones are (null for a list that is not public).
 */
export async function publicAnswerKey(
  cache: Cache,
  f: PostFilter,
  sort: number,
  q: PageQuery,
): Promise<string | null> {
  if (!isPublic(f)) return null;
  return `${await generation(cache)}:${f.tagId ?? 'all'}:${sort}:${q.currentPage}:${q.pageSize}`;
}

/**
 * What a public list's page after a cursor is cached under (at the square's current generation), or
 * null for a list that is not public. Guests scrolling the same feed ask for the same cursors (the first
 * pages are shared, so their last posts are), so those pages are the same answer for all of them.
 */
export async function publicCursorKey(
  cache: Cache,
  f: PostFilter,
  sort: number,
  cursor: string,
  q: PageQuery,
): Promise<string | null> {
  if (!isPublic(f)) return null;
  // The page number is only echoed, but echoed as asked.
  return `${await generation(cache)}:${f.tagId ?? 'all'}:${sort}:c:${cursor}:${q.currentPage}:${q.pageSize}`;
}

/**
 * Every write that changes which posts a public list shows (publish, delete, a post hidden or
 * restored by moderation) bumps the square's generation; cached pages and totals are keyed by it, so
 * such a change shows at once. Counts on the cards (likes, comments) may lag by LIST_TTL_MS (the cache
 * is shared when Redis is configured); the SDK shows a reader's own like at once.
 */
export async function bumpSquare(cache: Cache): Promise<void> {
  await cache.incr(GENERATION, 7 * 24 * 3600_000);
}

/** The square's generation: answers kept under it are current until a post is published, removed or hidden. */
export async function generation(cache: Cache): Promise<number> {
  const current: number | undefined = await cache.get(GENERATION);
  return current ?? 0;
}

const isPublic = (f: PostFilter) =>
  !f.keyword && f.uid === undefined && f.followedBy === undefined && f.blockedBy === undefined;

const ANCHOR_EVERY = 1000;
const ANCHOR_TTL_MS = 60_000;

/**
 * The public lists: the first pages are shared by all viewers for a moment (viewer flags are added
 * per request); deeper pages start from a cached anchor every 1,000 posts, so page 1000 skips at
 * most 999 index entries instead of 19,980 — currentPage paging stays, its cost stops growing.
 */
export async function cachedPagePosts(
  db: Db,
  cache: Cache,
  f: PostFilter,
  sort: number,
  q: PageQuery,
): Promise<PostWithAuthor[]> {
  if (!isPublic(f)) return pagePosts(db, f, sort, q);
  const pageKey = await publicPageKey(cache, f, sort, q);
  if (pageKey) return cached(cache, `square:page:${pageKey}`, LIST_TTL_MS, () => pagePosts(db, f, sort, q));
  const list = `${await generation(cache)}:${f.tagId ?? 'all'}:${sort}`;
  const n = Math.floor(offsetOf(q) / ANCHOR_EVERY);
  if (n === 0) return pagePosts(db, f, sort, q);
  const offset = n * ANCHOR_EVERY;
  const key = await cached(cache, `square:anchor:${list}:${n}`, ANCHOR_TTL_MS, async () => {
    const row = await ordered(
      filtered(db, f).select(['square_posts.like_count', 'square_posts.created_at', 'square_posts.id']),
      sort,
    )
      .limit(1)
      .offset(offset - 1)
      .executeTakeFirst();
    return row ?? null;
  });
  if (!key) return [];
  return pagePosts(db, f, sort, q, { offset, key });
}

/** Count of a filtered list; public totals are cached like the pages. */
export async function countPosts(db: Db, cache: Cache, f: PostFilter): Promise<number> {
  const count = async () => {
    const row = await filtered(db, f)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  };
  if (!isPublic(f)) return count();
  return cached(cache, `square:post-count:${await generation(cache)}:${f.tagId ?? 'all'}`, 5_000, count);
}

export async function postById(db: Db, id: number): Promise<PostWithAuthor | undefined> {
  return (await selectPostWithAuthor(db).where('p.id', '=', id).executeTakeFirst()) as
    | PostWithAuthor
    | undefined;
}
