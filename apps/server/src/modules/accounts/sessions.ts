import type { Kysely } from 'kysely';
import { nowIso } from '../../db/portable.ts';
import type { Database } from '../../db/schema.ts';
import { newToken, sha256 } from './tokens.ts';

export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;

export async function createSession(
  db: Kysely<Database>,
  uid: string,
  deviceId: string | null,
  userAgent: string | null = null,
): Promise<string> {
  const token = newToken();
  const now = Date.now();
  await db
    .insertInto('sessions')
    .values({
      token_hash: sha256(token),
      uid,
      device_id: deviceId,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + SESSION_TTL_MS).toISOString(),
      revoked_at: null,
      user_agent: userAgent?.slice(0, 512) ?? null,
      last_active_at: new Date(now).toISOString(),
    })
    .execute();
  return token;
}

/** The uid a live token belongs to, or null (unknown, expired or revoked). */
export async function sessionUid(db: Kysely<Database>, token: string): Promise<string | null> {
  const row = await db
    .selectFrom('sessions')
    .select(['uid', 'expires_at', 'revoked_at'])
    .where('token_hash', '=', sha256(token))
    .executeTakeFirst();
  if (!row || row.revoked_at || row.expires_at <= nowIso()) return null;
  return row.uid;
}

export async function revokeSession(db: Kysely<Database>, token: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: nowIso() })
    .where('token_hash', '=', sha256(token))
    .where('revoked_at', 'is', null)
    .execute();
}

/** Returns the hashes it revoked, so cached lookups of them can be dropped after commit. */
export async function revokeAllSessions(db: Kysely<Database>, uid: string): Promise<string[]> {
  const rows = await db
    .updateTable('sessions')
    .set({ revoked_at: nowIso() })
    .where('uid', '=', uid)
    .where('revoked_at', 'is', null)
    .returning('token_hash')
    .execute();
  return rows.map((r) => r.token_hash);
}
