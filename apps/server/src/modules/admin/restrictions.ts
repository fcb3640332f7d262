// Mutes and bans of players: what is in force, and where it is enforced (posting, commenting, logging in).
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { forgetSessions } from '../../cache/session-cache.ts';
import type { Db, Tx } from '../../db/tx.ts';
import { AppError, BusinessCode, SUCCESS_CODE } from '../../http/answer.ts';

export type Restriction = {
  kind: 'mute' | 'ban';
  until: string;
  reason: string;
  operatorName: string;
  createTime: string;
};

const CACHE_MS = 30_000;
const cacheKey = (uid: string) => `restrict:${uid}`;

export async function restrictionsInForce(db: Db | Tx, uid: string): Promise<Restriction[]> {
  const rows = await db
    .selectFrom('user_restrictions')
    .selectAll()
    .where('uid', '=', uid)
    .where('lifted_at', 'is', null)
    .where('until', '>', new Date().toISOString())
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({
    kind: r.kind,
    until: r.until,
    reason: r.reason,
    operatorName: r.operator_name,
    createTime: r.created_at,
  }));
}

/** What is in force for a player, cached briefly (every logged-in write asks). */
async function cachedRestrictions(app: FastifyInstance, uid: string): Promise<Restriction[]> {
  const hit = await app.cache.get<Restriction[]>(cacheKey(uid));
  if (hit) return hit.filter((r) => r.until > new Date().toISOString());
  const list = await restrictionsInForce(app.db, uid);
  await app.cache.set(cacheKey(uid), list, CACHE_MS);
  return list;
}

export async function forgetRestrictions(app: FastifyInstance, uid: string): Promise<void> {
  await app.cache.del(cacheKey(uid));
}

/** Ends every session of a banned player; answers their hashes so cached lookups can be dropped after commit. */
export async function endSessions(trx: Tx, uid: string): Promise<string[]> {
  const rows = await trx
    .updateTable('sessions')
    .set({ revoked_at: new Date().toISOString() })
    .where('uid', '=', uid)
    .where('revoked_at', 'is', null)
    .returning('token_hash')
    .execute();
  return rows.map((r) => r.token_hash);
}

export async function forgetSessionHashes(app: FastifyInstance, hashes: string[]): Promise<void> {
  await forgetSessions(app.cache, { hashes });
}

const shanghai = (iso: string) =>
  new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

export const mutedError = (r: Restriction) =>
  new AppError(BusinessCode.UserMuted, `你已被禁言至 ${shanghai(r.until)}，原因：${r.reason}`);
export const bannedError = (r: Restriction) =>
  new AppError(BusinessCode.UserBanned, `账号已被封禁至 ${shanghai(r.until)}，原因：${r.reason}`);

/** Writes of the square a muted player may not make. */
const MUTED_ROUTES = new Set(['POST /api/v1/square/post', 'POST /api/v1/square/post/:id/comment']);
/** Calls that open a session: a banned player's answer becomes the ban, and the new session ends. */
const LOGIN_ROUTES = new Set(
  [
    '/user/registerWithName',
    '/user/login',
    '/user/loginWithPhone',
    '/user/loginPhoneWithoutRegister',
    '/user/autoLogin',
    '/user/tokenLogin',
  ].map((p) => `POST /portal${p}`),
);

/**
 * Root-level hooks (the admin module's root plugin does not encapsulate): a banned player's token
 * answers the ban everywhere, a muted one cannot post or comment, and a login of a banned player is
 * refused with the reason and its session ended at once.
 */
export function installRestrictionChecks(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const uid = request.user?.uid;
    if (!uid) return;
    const list = await cachedRestrictions(app, uid);
    const ban = list.find((r) => r.kind === 'ban');
    if (ban) throw bannedError(ban);
    const mute = list.find((r) => r.kind === 'mute');
    if (mute && MUTED_ROUTES.has(`${request.method} ${request.routeOptions.url}`)) throw mutedError(mute);
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!LOGIN_ROUTES.has(`${request.method} ${request.routeOptions.url}`) || typeof payload !== 'string')
      return payload;
    let answer: { code?: number; data?: { uid?: string; token?: string } };
    try {
      answer = JSON.parse(payload);
    } catch {
      return payload;
    }
    const uid = answer.data?.uid;
    if (answer.code !== SUCCESS_CODE || !uid) return payload;
    const ban = (await cachedRestrictions(app, uid)).find((r) => r.kind === 'ban');
    if (!ban) return payload;
    const token = answer.data?.token;
    if (token) {
      const hash = createHash('sha256').update(token).digest('hex');
      await app.db
        .updateTable('sessions')
        .set({ revoked_at: new Date().toISOString() })
        .where('token_hash', '=', hash)
        .execute();
      await forgetSessions(app.cache, { hashes: [hash] });
    }
    const err = bannedError(ban);
    return JSON.stringify({ code: err.code, msg: err.message, data: null });
  });
}
