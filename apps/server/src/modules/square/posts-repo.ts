import { type Kysely, sql } from 'kysely';
import { type Cache, cached } from '../../cache/cache.ts';
import type { Database } from '../../db/schema.ts';
import { offsetOf, type PageQuery } from '../../http/paging.ts';
import type { PostWithAuthor } from './present.ts';

export const SORT_HOT = 1;
export const SORT_NEW = 2;

export interface PostFilter {
  tagId?: number | undefined;
  keyword?: string | undefined;
  /** Only these authors' posts (my posts, following feed). */
  uid?: string | undefined;
  followedBy?: string | undefined;
}

/** `%`, `_` and `\` in user input match themselves. */
export function likeEscape(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

type Db = Kysely<Database>;

function filtered(db: Db, f: PostFilter) {
  let q = db.selectFrom('square_posts');
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
): Promise<PostWithAuthor[]> {
  let ids = filtered(db, f).select('square_posts.id');
  ids =
    sort === SORT_HOT
      ? ids
          .orderBy('square_posts.like_count', 'desc')
          .orderBy('square_posts.created_at', 'desc')
          .orderBy('square_posts.id', 'desc')
      : ids.orderBy('square_posts.created_at', 'desc').orderBy('square_posts.id', 'desc');
  const page = ids.limit(q.pageSize).offset(offsetOf(q));
  let rows = selectPostWithAuthor(db).where('p.id', 'in', page);
  rows =
    sort === SORT_HOT
      ? rows.orderBy('p.like_count', 'desc').orderBy('p.created_at', 'desc').orderBy('p.id', 'desc')
      : rows.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc');
  return (await rows.execute()) as PostWithAuthor[];
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
const LIST_TTL_MS = 2_000;
const CACHED_PAGES = 5;

/**
 * Every write that changes what a public list shows (publish, delete, like, comment) bumps the
 * square's generation; cached pages and totals are keyed by it, so a writer sees its change at once
 * and readers see others' changes within LIST_TTL_MS (the cache is shared when Redis is configured).
 */
export async function bumpSquare(cache: Cache): Promise<void> {
  await cache.incr(GENERATION, 7 * 24 * 3600_000);
}

async function generation(cache: Cache): Promise<number> {
  return (await cache.get<number>(GENERATION)) ?? 0;
}

const isPublic = (f: PostFilter) => !f.keyword && f.uid === undefined && f.followedBy === undefined;

/** The first pages of the public lists, shared by all viewers for a moment (viewer flags are added per request). */
export async function cachedPagePosts(
  db: Db,
  cache: Cache,
  f: PostFilter,
  sort: number,
  q: PageQuery,
): Promise<PostWithAuthor[]> {
  if (!isPublic(f) || q.currentPage > CACHED_PAGES) return pagePosts(db, f, sort, q);
  const key = `square:page:${await generation(cache)}:${f.tagId ?? 'all'}:${sort}:${q.currentPage}:${q.pageSize}`;
  return cached(cache, key, LIST_TTL_MS, () => pagePosts(db, f, sort, q));
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
