// Mutes and bans of players: what is in force, and where it is enforced (posting, commenting, logging in).
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/tx.ts';
import { AppError, BusinessCode } from '../../http/answer.ts';
import { forgetSessions } from './session-cache.ts';

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
  const hit: Restriction[] | undefined = await app.cache.get(cacheKey(uid));
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

/** Writes of the square (and game reviews) a muted player may not make. */
const MUTED_ROUTES = new Set([
  'POST /api/v1/square/post',
  'POST /api/v1/square/post/:id/comment',
  'PUT /api/v1/games/:id/reviews/mine',
]);

/** The ban in force for a player, if any: logging in is refused with it before a session is opened. */
export async function banInForce(db: Db | Tx, uid: string): Promise<Restriction | undefined> {
  return (await restrictionsInForce(db, uid)).find((r) => r.kind === 'ban');
}

/**
 * A root-level hook (the admin module's root plugin does not encapsulate): a muted player cannot post
 * or comment. Only those two routes look the restrictions up; a banned player holds no live session
 * (the ban ends them and logging in is refused), so other calls need no lookup.
 */
export function installRestrictionChecks(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const uid = request.user?.uid;
    if (!uid || !MUTED_ROUTES.has(`${request.method} ${request.routeOptions.url}`)) return;
    const list = await cachedRestrictions(app, uid);
    const ban = list.find((r) => r.kind === 'ban');
    if (ban) throw bannedError(ban);
    const mute = list.find((r) => r.kind === 'mute');
    if (mute) throw mutedError(mute);
  });
}
