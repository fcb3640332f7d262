import { type Kysely, sql } from 'kysely';
import { nowIso } from '../../db/portable.ts';
import type { Database } from '../../db/schema.ts';

/** Contract `UserBrief`. */
export interface UserBrief {
  uid: string;
  name: string;
  avatar: string;
  levelType: number;
}

export interface MediaImage {
  url: string;
  width: number;
  height: number;
}

export interface Video extends MediaImage {
  thumbnail: string;
  duration: number;
}

/** Contract `Post`. */
export interface Post {
  id: number;
  uid: string;
  author: UserBrief;
  tagId: number;
  content: string;
  images: MediaImage[];
  video: Video | null;
  likeCount: number;
  commentCount: number;
  liked: boolean;
  following: boolean;
  mine: boolean;
  createTime: string;
}

export interface PostRow {
  id: number;
  uid: string;
  tag_id: number;
  content: string;
  images: string;
  video: string | null;
  like_count: number;
  comment_count: number;
  created_at: string;
}

/** Post rows joined with their author (the list and detail queries select exactly this). */
export interface PostWithAuthor extends PostRow {
  author_name: string;
  author_avatar: string;
  author_vip: string | null;
}

const GHOST = { name: '已注销用户', avatar: '' };

export function brief(
  uid: string,
  name: string | null | undefined,
  avatar: string | null | undefined,
  vip: string | null | undefined,
  now: string,
): UserBrief {
  return {
    uid,
    name: name ?? GHOST.name,
    avatar: avatar ?? GHOST.avatar,
    levelType: vip && vip > now ? 1 : 0,
  };
}

/** What the viewer has to do with a set of posts: which they like, which authors they follow. */
export interface ViewerFacts {
  uid: string | null;
  likedPosts: Set<number>;
  following: Set<string>;
}

export async function viewerFacts(
  db: Kysely<Database>,
  viewer: string | null,
  postIds: number[],
  authorUids: string[],
): Promise<ViewerFacts> {
  if (!viewer || postIds.length === 0) return { uid: viewer, likedPosts: new Set(), following: new Set() };
  // One round trip for both: which of the posts the viewer likes, which of the authors they follow.
  const liked = db
    .selectFrom('square_post_likes')
    .select([sql<string>`'like'`.as('kind'), sql<string>`CAST(post_id AS TEXT)`.as('ref')])
    .where('uid', '=', viewer)
    .where('post_id', 'in', postIds);
  const rows = authorUids.length
    ? await liked
        .unionAll(
          db
            .selectFrom('user_follows')
            .select([sql<string>`'follow'`.as('kind'), 'target_uid as ref'])
            .where('uid', '=', viewer)
            .where('target_uid', 'in', [...new Set(authorUids)]),
        )
        .execute()
    : await liked.execute();
  const likedPosts = new Set<number>();
  const following = new Set<string>();
  for (const r of rows) {
    if (r.kind === 'like') likedPosts.add(Number(r.ref));
    else following.add(r.ref);
  }
  return { uid: viewer, likedPosts, following };
}

/** Cached list rows are shared by many requests: parse their JSON columns once per row object. */
const parsedMedia = new WeakMap<PostRow, { images: MediaImage[]; video: Video | null }>();

function media(row: PostRow) {
  let m = parsedMedia.get(row);
  if (!m) {
    m = {
      images: JSON.parse(row.images) as MediaImage[],
      video: row.video ? (JSON.parse(row.video) as Video) : null,
    };
    parsedMedia.set(row, m);
  }
  return m;
}

export function toPost(row: PostWithAuthor, facts: ViewerFacts, now = nowIso()): Post {
  const { images, video } = media(row);
  return {
    id: row.id,
    uid: row.uid,
    author: brief(row.uid, row.author_name, row.author_avatar, row.author_vip, now),
    tagId: row.tag_id,
    content: row.content,
    images,
    video,
    likeCount: row.like_count,
    commentCount: row.comment_count,
    liked: facts.likedPosts.has(row.id),
    following: facts.following.has(row.uid),
    mine: facts.uid === row.uid,
    createTime: row.created_at,
  };
}

export async function presentPosts(
  db: Kysely<Database>,
  rows: PostWithAuthor[],
  viewer: string | null,
): Promise<Post[]> {
  const facts = await viewerFacts(
    db,
    viewer,
    rows.map((r) => r.id),
    rows.map((r) => r.uid),
  );
  const now = nowIso();
  return rows.map((r) => toPost(r, facts, now));
}
