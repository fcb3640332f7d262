// The home screen in one call: banners, recommended games, hot books and the latest square posts.
import type { Db } from '../../db/tx.ts';
import { listBooks } from '../comics/books.ts';
import { recommendedGames } from '../games/queries.ts';

export type HomePost = {
  id: number;
  uid: string;
  name: string;
  avatar: string;
  content: string;
  images: string[];
  likeCount: number;
  commentCount: number;
  createTime: string;
};

function parseImages(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

async function latestPosts(db: Db, limit: number): Promise<HomePost[]> {
  const rows = await db
    .selectFrom('square_posts as p')
    .innerJoin('users as u', 'u.uid', 'p.uid')
    .select([
      'p.id',
      'p.uid',
      'u.name',
      'u.avatar',
      'p.content',
      'p.images',
      'p.like_count',
      'p.comment_count',
      'p.created_at',
    ])
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    uid: r.uid,
    name: r.name,
    avatar: r.avatar,
    content: r.content,
    images: parseImages(r.images),
    likeCount: r.like_count,
    commentCount: r.comment_count,
    createTime: r.created_at,
  }));
}

export async function homeScreen(db: Db) {
  const [banners, games, books, posts] = await Promise.all([
    db
      .selectFrom('banners')
      .select(['id', 'title', 'image', 'link'])
      .where('position', '=', 'home')
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    recommendedGames(db, 8),
    listBooks(db, { order: 'hot', offset: 0, limit: 6 }),
    latestPosts(db, 5),
  ]);
  return { banners, games, books: books.records, posts };
}
