import type { FastifyInstance } from 'fastify';

/**
 * Keys of the guest-view caches that hold what the operators' console edits: game and book
 * catalogues, chapter pages, the home screen, banners, the sensitive-word list and square settings.
 */
export const CONTENT_PREFIXES = [
  'games:',
  'books:',
  'content:',
  'square:sensitive',
  'square:config',
  'square:tags',
] as const;

/**
 * Drops cached content so the next request reads the database. With Redis configured the cache is
 * Redis itself, shared by every instance, so one deletion there is seen by all of them at once; what
 * instances keep in their own memory (rendered first screens) is dropped on the word of `contentChanges`.
 */
export async function invalidateContent(
  app: Pick<FastifyInstance, 'cache' | 'contentChanges'>,
  prefixes: readonly string[] = CONTENT_PREFIXES,
): Promise<void> {
  for (const prefix of prefixes) await app.cache.delPrefix(prefix);
  await app.contentChanges.announce();
}
