import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/portable.ts';
import type { Database } from '../../db/schema.ts';

/** What a browser's PushSubscription carries (toJSON(): endpoint and keys). */
export interface BrowserSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** A stored subscription ready to send to. */
export interface StoredSubscription extends BrowserSubscription {
  id: number;
}

/**
 * Devices one account may have push on at once; storing one more drops the least recently stored. Bounds
 * what one account can make the server send (and store) however many endpoints it invents.
 */
export const MAX_DEVICES_PER_USER = 20;

/** The key a session is stored under (sessions.token_hash): sha256 hex of its token. */
export function sessionHashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Stores (or takes over) the subscription of this endpoint for this user and session. */
export async function saveSubscription(
  db: Kysely<Database>,
  uid: string,
  sessionHash: string,
  sub: BrowserSubscription,
): Promise<void> {
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('push_subscriptions')
      .values({ uid, session_hash: sessionHash, ...sub, created_at: now, updated_at: now })
      .onConflict((oc) =>
        oc.column('endpoint').doUpdateSet({
          uid,
          session_hash: sessionHash,
          p256dh: sub.p256dh,
          auth: sub.auth,
          updated_at: now,
        }),
      )
      .execute();
    const beyond = await trx
      .selectFrom('push_subscriptions')
      .select('id')
      .where('uid', '=', uid)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .offset(MAX_DEVICES_PER_USER)
      .limit(MAX_DEVICES_PER_USER)
      .execute();
    if (beyond.length > 0)
      await trx
        .deleteFrom('push_subscriptions')
        .where(
          'id',
          'in',
          beyond.map((r) => r.id),
        )
        .execute();
  });
}

/** Removes my subscription of this endpoint; true when there was one. */
export async function removeSubscription(
  db: Kysely<Database>,
  uid: string,
  endpoint: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('push_subscriptions')
    .where('uid', '=', uid)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Logout: the device's subscription goes with its session. */
export async function removeSessionSubscriptions(db: Kysely<Database>, sessionHash: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('session_hash', '=', sessionHash).execute();
}

export async function removeById(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

/** Users per read of their subscriptions: a fan-out's batch reads its recipients' devices at once. */
const USERS_PER_READ = 1000;

/**
 * The users' subscriptions whose session is still live. Those of a session signed out elsewhere (another
 * device's 下线, a ban, every session ended by a password change) or expired are deleted on the way.
 */
export async function liveSubscriptions(
  db: Kysely<Database>,
  uids: readonly string[],
): Promise<StoredSubscription[]> {
  const live: StoredSubscription[] = [];
  for (let i = 0; i < uids.length; i += USERS_PER_READ)
    live.push(...(await liveSubscriptionsOf(db, uids.slice(i, i + USERS_PER_READ))));
  return live;
}

async function liveSubscriptionsOf(db: Kysely<Database>, uids: string[]): Promise<StoredSubscription[]> {
  const rows = await db
    .selectFrom('push_subscriptions as p')
    .leftJoin('sessions as s', 's.token_hash', 'p.session_hash')
    .select([
      'p.id',
      'p.endpoint',
      'p.p256dh',
      'p.auth',
      'p.uid',
      's.uid as sessionUid',
      's.revoked_at',
      's.expires_at',
    ])
    .where('p.uid', 'in', uids)
    .execute();
  const now = nowIso();
  const live: StoredSubscription[] = [];
  const dead: number[] = [];
  for (const row of rows) {
    const alive =
      row.sessionUid === row.uid &&
      row.revoked_at === null &&
      row.expires_at !== null &&
      row.expires_at > now;
    if (alive) live.push({ id: row.id, endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth });
    else dead.push(row.id);
  }
  if (dead.length > 0) await db.deleteFrom('push_subscriptions').where('id', 'in', dead).execute();
  return live;
}
