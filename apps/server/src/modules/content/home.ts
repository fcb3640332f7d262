// The home screen in one call: banners, recommended games, hot books and the latest square posts.

import { type Cache, cached } from '../../cache/cache.ts';
import type { Db } from '../../db/tx.ts';
import { listBooks, withSubscribed } from '../comics/books.ts';
import { recommendedGames, withBought } from '../games/queries.ts';

type MediaImage = { url: string; width: number; height: number };

/** The contract's Post, as far as the home list shows it (no video, likes or follows of mine). */
export type HomePost = {
  id: number;
  uid: string;
  author: { uid: string; name: string; avatar: string; levelType: number };
  tagId: number | null;
  content: string;
  images: MediaImage[];
  video: { url: string; thumbnail: string; width: number; height: number; duration: number } | null;
  likeCount: number;
  commentCount: number;
  liked: boolean;
  following: boolean;
  mine: boolean;
  createTime: string;
};

function isImage(v: unknown): v is MediaImage {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return typeof o.url === 'string' && typeof o.width === 'number' && typeof o.height === 'number';
}

/** square_posts.images is a JSON array owned by the square area; keep only well-formed entries. */
function parseImages(json: string): MediaImage[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value)
      ? value.filter(isImage).map(({ url, width, height }) => ({ url, width, height }))
      : [];
  } catch {
    return [];
  }
}

async function latestPosts(db: Db, limit: number, uid: string | undefined, now: string): Promise<HomePost[]> {
  const rows = await db
    .selectFrom('square_posts as p')
    .innerJoin('users as u', 'u.uid', 'p.uid')
    .select([
      'p.id',
      'p.uid',
      'u.name',
      'u.avatar',
      'u.vip_expire_at',
      'p.tag_id',
      'p.content',
      'p.images',
      'p.like_count',
      'p.comment_count',
      'p.created_at',
    ])
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute();
  const ids = rows.map((r) => r.id);
  const authors = [...new Set(rows.map((r) => r.uid))];
  const [likes, follows] =
    uid && rows.length > 0
      ? await Promise.all([
          db
            .selectFrom('square_post_likes')
            .select('post_id')
            .where('uid', '=', uid)
            .where('post_id', 'in', ids)
            .execute(),
          db
            .selectFrom('user_follows')
            .select('target_uid')
            .where('uid', '=', uid)
            .where('target_uid', 'in', authors)
            .execute(),
        ])
      : [[], []];
  const liked = new Set(likes.map((l) => l.post_id));
  const following = new Set(follows.map((f) => f.target_uid));
  return rows.map((r) => ({
    id: r.id,
    uid: r.uid,
    author: {
      uid: r.uid,
      name: r.name,
      avatar: r.avatar,
      levelType: r.vip_expire_at && r.vip_expire_at > now ? 1 : 0,
    },
    tagId: r.tag_id,
    content: r.content,
    images: parseImages(r.images),
    video: null,
    likeCount: r.like_count,
    commentCount: r.comment_count,
    liked: liked.has(r.id),
    following: following.has(r.uid),
    mine: r.uid === uid,
    createTime: r.created_at,
  }));
}

const HOME_TTL_MS = 15_000;

/** Banners, games and books are cached as a guest sees them; posts and per-user flags are live. */
export async function homeScreen(db: Db, cache: Cache, uid: string | undefined) {
  const now = new Date().toISOString();
  const base = await cached(cache, 'content:home', HOME_TTL_MS, async () => {
    const [banners, games, books] = await Promise.all([
      db
        .selectFrom('banners')
        .select(['id', 'title', 'image', 'link'])
        .where('position', '=', 'home')
        .orderBy('sort')
        .orderBy('id')
        .execute(),
      recommendedGames(db, 8),
      listBooks(db, { order: 'hot', offset: 0, limit: 6 }),
    ]);
    return { banners, games, books: books.records };
  });
  const [games, books, posts] = await Promise.all([
    withBought(db, uid, base.games),
    withSubscribed(db, uid, base.books),
    latestPosts(db, 5, uid, now),
  ]);
  return { banners: base.banners, games, books, posts };
}
