import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/tx.ts';
import { AppError, BusinessCode, Errors } from '../../http/answer.ts';
import { deviceNameOf } from './device-name.ts';
import { forgetSessions } from './session-cache.ts';
import { sha256 } from './tokens.ts';

/** How often a session's last activity is written (at most once per this many ms per session). */
export const ACTIVITY_STEP_MS = 5 * 60_000;

/** The public id of a session: derived from its stored hash, so neither the token nor the hash leaves. */
export const sessionIdOf = (tokenHash: string) => sha256(`session:${tokenHash}`).slice(0, 16);

async function liveSessions(db: Db, uid: string, now: Date) {
  return db
    .selectFrom('sessions')
    .select(['token_hash', 'user_agent', 'created_at', 'last_active_at'])
    .where('uid', '=', uid)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .execute();
}

export type SignedInDevice = {
  id: string;
  deviceName: string;
  lastActive: string;
  createTime: string;
  current: boolean;
};

/** My live sessions: this one first, then the most recently active. */
export async function listDevices(db: Db, uid: string, token: string, now: Date): Promise<SignedInDevice[]> {
  const mine = sha256(token);
  const rows = await liveSessions(db, uid, now);
  return rows
    .map((r) => ({
      id: sessionIdOf(r.token_hash),
      deviceName: deviceNameOf(r.user_agent),
      lastActive: r.token_hash === mine ? now.toISOString() : (r.last_active_at ?? r.created_at),
      createTime: r.created_at,
      current: r.token_hash === mine,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastActive.localeCompare(a.lastActive));
}

async function revoke(app: FastifyInstance, hashes: string[], now: Date): Promise<number> {
  if (hashes.length === 0) return 0;
  const done = await app.db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('token_hash', 'in', hashes)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  // The shared session cache forgets them too, so every instance refuses them at once.
  await forgetSessions(app.cache, { hashes });
  return Number(done.numUpdatedRows);
}

/** Signs out one other session of mine by its public id. */
export async function revokeDevice(app: FastifyInstance, uid: string, token: string, id: string, now: Date) {
  const rows = await liveSessions(app.db, uid, now);
  const target = rows.find((r) => sessionIdOf(r.token_hash) === id);
  if (!target) throw Errors.notFound('设备不存在或已下线');
  if (target.token_hash === sha256(token)) throw new AppError(BusinessCode.Refused, '当前设备请使用退出登录');
  return { revoked: await revoke(app, [target.token_hash], now) };
}

/** Signs out every session of mine but this one. */
export async function revokeOtherDevices(app: FastifyInstance, uid: string, token: string, now: Date) {
  const mine = sha256(token);
  const rows = await liveSessions(app.db, uid, now);
  return {
    revoked: await revoke(
      app,
      rows.filter((r) => r.token_hash !== mine).map((r) => r.token_hash),
      now,
    ),
  };
}

/**
 * Moves a session's last activity, at most once per ACTIVITY_STEP_MS: the cache remembers the last
 * write, so most requests cost one cache read. A failure here never fails the request.
 */
export async function touchSession(app: FastifyInstance, token: string, now = new Date()): Promise<void> {
  const hash = sha256(token);
  const key = `seen:${hash}`;
  try {
    const seen: number | undefined = await app.cache.get(key);
    if (seen) return;
    await app.cache.set(key, 1, ACTIVITY_STEP_MS);
    await app.db
      .updateTable('sessions')
      .set({ last_active_at: now.toISOString() })
      .where('token_hash', '=', hash)
      .execute();
  } catch (err) {
    app.log.warn({ err }, 'session activity not recorded');
  }
}
