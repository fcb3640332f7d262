import type { Kysely } from 'kysely';
import type { Cache } from '../../cache/cache.ts';
import type { Database } from '../../db/schema.ts';
import { sessionUid } from './sessions.ts';
import { sha256 } from './tokens.ts';

/**
 * Every authenticated request looks its token up; caching the answer for a short while saves a
 * database round trip per request. Revocations delete the entry (see `forgetSessions`) in the same
 * shared cache, so a logout on one instance is a logout on all of them.
 */
export const SESSION_CACHE_MS = 60_000;

const keyOf = (tokenHash: string) => `sess:${tokenHash}`;

interface Entry {
  uid: string;
}

/** `sessionUid` through the cache. Only live sessions are cached; a dead token is always re-checked. */
export async function cachedSessionUid(
  cache: Cache,
  db: Kysely<Database>,
  token: string,
): Promise<string | null> {
  const key = keyOf(sha256(token));
  const hit = await cache.get<Entry>(key);
  if (hit) return hit.uid;
  const uid = await sessionUid(db, token);
  // Never longer than the session itself lives; SESSION_TTL_MS dwarfs the cache time anyway.
  if (uid) await cache.set(key, { uid } satisfies Entry, SESSION_CACHE_MS);
  return uid;
}

/** Drops cached lookups of revoked sessions: by raw token (logout) or by stored hash (revoke all). */
export async function forgetSessions(
  cache: Cache,
  which: { tokens?: string[]; hashes?: string[] },
): Promise<void> {
  const hashes = [...(which.hashes ?? []), ...(which.tokens ?? []).map(sha256)];
  await Promise.all(hashes.map((h) => cache.del(keyOf(h))));
}
