import { type Kysely, sql } from 'kysely';
import type { Cache } from '../../cache/cache.ts';
import { cached } from '../../cache/cache.ts';
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
 * One page of posts with their authors, in one statement. The inner query picks the page's ids from
 * the index that serves the sort (no table rows touched while skipping `offset` entries), then only
 * those rows are read and joined — deep pages stay cheap with plain currentPage paging.
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
  let rows = db
    .selectFrom(page.as('page'))
    .innerJoin('square_posts as p', 'p.id', 'page.id')
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
  rows =
    sort === SORT_HOT
      ? rows.orderBy('p.like_count', 'desc').orderBy('p.created_at', 'desc').orderBy('p.id', 'desc')
      : rows.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc');
  return (await rows.execute()) as PostWithAuthor[];
}

/** Count of a filtered list. Unfiltered and per-tag totals are cached briefly (they move only on publish/delete). */
export async function countPosts(db: Db, cache: Cache, f: PostFilter): Promise<number> {
  const count = async () => {
    const row = await filtered(db, f)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  };
  if (f.keyword || f.uid || f.followedBy) return count();
  return cached(cache, postCountKey(f.tagId), 5_000, count);
}

export function postCountKey(tagId: number | undefined): string {
  return `square:post-count:${tagId ?? 'all'}`;
}

export async function postById(db: Db, id: number): Promise<PostWithAuthor | undefined> {
  return (await db
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
    ])
    .where('p.id', '=', id)
    .executeTakeFirst()) as PostWithAuthor | undefined;
}
