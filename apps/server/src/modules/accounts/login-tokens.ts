import type { Kysely } from 'kysely';
import { nowIso } from '../../db/portable.ts';
import type { Database } from '../../db/schema.ts';
import { newToken, sha256 } from './tokens.ts';

export const LOGIN_TOKEN_TTL_MS = 10 * 60_000;

/**
 * Issues a one-time login token for `uid` (an admin tool or a partner server calls this, then sends
 * the user to `/?token=...`). Only its hash is stored.
 */
export async function issueLoginToken(
  db: Kysely<Database>,
  uid: string,
  ttlMs = LOGIN_TOKEN_TTL_MS,
): Promise<string> {
  const token = newToken();
  const now = Date.now();
  await db
    .insertInto('login_tokens')
    .values({
      token_hash: sha256(token),
      uid,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + ttlMs).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

/** Marks the token used and returns its uid; null when unknown, expired or already used. */
export async function redeemLoginToken(db: Kysely<Database>, token: string): Promise<string | null> {
  const hash = sha256(token);
  const now = nowIso();
  const res = await db
    .updateTable('login_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return null;
  const row = await db
    .selectFrom('login_tokens')
    .select('uid')
    .where('token_hash', '=', hash)
    .executeTakeFirst();
  return row?.uid ?? null;
}
