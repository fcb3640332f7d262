// The home screen in one call: banners, recommended games, hot books and the latest square posts.
import { type Cache, cached } from '../../cache/cache.ts';
import type { Db } from '../../db/tx.ts';
import { listBooks, withSubscribed } from '../comics/index.ts';
import { recommendedGames, withBought } from '../games/index.ts';
import { cachedPagePosts, presentPosts, SORT_NEW } from '../square/index.ts';

const HOME_TTL_MS = 15_000;
const HOME_POSTS = 5;

/**
 * Banners, games and books are cached as a guest sees them; posts come from the square's own
 * shared page cache (fresh within seconds). Per-user flags are added on every request.
 */
export async function homeScreen(db: Db, cache: Cache, uid: string | undefined) {
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
    cachedPagePosts(db, cache, {}, SORT_NEW, { currentPage: 1, pageSize: HOME_POSTS }).then((rows) =>
      presentPosts(db, rows, uid ?? null),
    ),
  ]);
  return { banners: base.banners, games, books, posts };
}
