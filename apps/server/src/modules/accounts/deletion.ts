import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/tx.ts';
import { inTx } from '../../db/tx.ts';
import { sendMessages } from '../content/index.ts';
import { dropReservationsOf } from '../reservations/index.ts';
import { applyLedgerEntry } from '../wallet/index.ts';
import { forgetSessions } from './session-cache.ts';
import { revokeAllSessions } from './sessions.ts';

/** The cooling-off period of an account deletion (注销冷静期). */
export const DELETION_COOLING_OFF_MS = 7 * 86_400_000;
/** How often a running server removes accounts whose cooling-off has ended. */
export const PURGE_INTERVAL_MS = 3_600_000;

/**
 * The time the deletion rules read. Tests move it (`accountClock.now = () => later`) to drive the
 * cooling-off without waiting; nothing else changes it.
 */
export const accountClock = { now: (): Date => new Date() };

/**
 * Starts the cooling-off: the request is stored and every session of the account is signed out.
 * Asking again while one is pending keeps the first request's dates.
 */
export async function requestDeletion(app: FastifyInstance, uid: string, now: Date) {
  const purgeAt = new Date(now.getTime() + DELETION_COOLING_OFF_MS);
  const { pending, balance, hashes } = await inTx(app.db, async (trx) => {
    await trx
      .insertInto('account_deletions')
      .values({ uid, requested_at: now.toISOString(), purge_at: purgeAt.toISOString() })
      .onConflict((oc) => oc.column('uid').doNothing())
      .execute();
    const row = await trx
      .selectFrom('account_deletions')
      .selectAll()
      .where('uid', '=', uid)
      .executeTakeFirstOrThrow();
    const user = await trx
      .selectFrom('users')
      .select('coin_balance')
      .where('uid', '=', uid)
      .executeTakeFirst();
    return {
      pending: row,
      balance: Number(user?.coin_balance ?? 0),
      hashes: await revokeAllSessions(trx, uid),
    };
  });
  await forgetSessions(app.cache, { hashes });
  return { requestTime: pending.requested_at, purgeTime: pending.purge_at, forfeitCoins: balance };
}

/**
 * A login during the cooling-off cancels the deletion; the inbox keeps a note of it. Answers whether
 * there was one to cancel.
 */
export async function cancelDeletionOnLogin(db: Db, uid: string, now: Date): Promise<boolean> {
  const gone = await db
    .deleteFrom('account_deletions')
    .where('uid', '=', uid)
    .where('purge_at', '>', now.toISOString())
    .executeTakeFirst();
  if (Number(gone.numDeletedRows) === 0) return false;
  await sendMessages(
    db,
    uid,
    [
      {
        title: '账号注销申请已撤销',
        content:
          '你在注销冷静期内重新登录，账号注销申请已自动撤销，账号可继续正常使用。如需注销，请重新提交申请。',
        kind: 'system',
      },
    ],
    now.toISOString(),
  );
  return true;
}

/** Personal rows removed with an account: [table, column naming the user]. */
export const PERSONAL_ROWS = [
  ['sessions', 'uid'],
  ['login_tokens', 'uid'],
  ['messages', 'uid'],
  ['user_follows', 'uid'],
  ['user_follows', 'target_uid'],
  ['read_history', 'uid'],
  ['book_subscriptions', 'uid'],
  ['checkins', 'uid'],
  ['checkin_cards', 'uid'],
  ['task_progress', 'uid'],
  ['task_claims', 'uid'],
  ['gift_claims', 'uid'],
  ['game_purchases', 'uid'],
  ['game_reservations', 'uid'],
  ['download_records', 'uid'],
  ['idempotency_keys', 'uid'],
  ['redeem_code_uses', 'uid'],
  ['chapter_unlocks', 'uid'],
  ['chapter_reads', 'uid'],
  ['reading_settings', 'uid'],
  ['announcement_dismissals', 'uid'],
  ['square_search_history', 'uid'],
  ['square_search_votes', 'uid'],
  ['square_uploads', 'uid'],
  ['user_blocks', 'uid'],
  ['user_blocks', 'target_uid'],
  ['user_restrictions', 'uid'],
  ['notification_settings', 'uid'],
  ['notification_like_actors', 'uid'],
  ['push_subscriptions', 'uid'],
] as const;

/**
 * Rows naming a user that stay after the account is removed, and why. Once the user row and phone
 * number are gone, the uid they keep points at no person.
 */
export const KEPT_ROWS: Record<string, string> = {
  coin_ledger: 'the X钻 books (the forfeit entry included) must still add up',
  payment_orders: 'money received, kept for the books',
  vip_purchases: 'money spent, kept for the books',
  game_purchase_refunds: 'money returned, kept for the books',
  recharge_refunds: 'money returned, kept for the books',
  invite_rewards: 'X钻 granted to the inviter, kept for the books',
  square_posts: 'kept and shown as 已注销用户',
  square_comments: 'kept and shown as 已注销用户',
  square_post_likes: 'like counts on other posts stay as they were',
  square_comment_likes: 'like counts on other comments stay as they were',
  square_reports: 'the review queue keeps what was reported, and against whom',
  game_reviews: "kept and shown as 已注销用户; their stars stay in the game's rating",
  game_review_helpful: '有用 counts on other reviews stay as they were',
  user_active_days: 'past daily active users on the dashboard do not change',
  account_deletions: 'the request itself, deleted first by the purge',
  notification_like_actors:
    'as a liker (actor_uid): the like count of the grouped notification stays, as square_post_likes do',
};

/**
 * Removes one account whose cooling-off has ended, in one transaction: the X钻 balance is forfeited
 * through the ledger (the entry stays, as payment orders do, for the books), personal rows are
 * deleted, and the user row goes last, so posts and comments (kept) show 已注销用户 and the phone
 * number and name are free to register again.
 */
async function purgeAccount(db: Db, uid: string, now: Date): Promise<boolean> {
  return inTx(db, async (trx) => {
    const due = await trx
      .deleteFrom('account_deletions')
      .where('uid', '=', uid)
      .where('purge_at', '<=', now.toISOString())
      .executeTakeFirst();
    if (Number(due.numDeletedRows) === 0) return false;
    const user = await trx
      .selectFrom('users')
      .select('coin_balance')
      .where('uid', '=', uid)
      .executeTakeFirst();
    const balance = Number(user?.coin_balance ?? 0);
    if (balance > 0) {
      await applyLedgerEntry(trx, {
        uid,
        amount: -balance,
        kind: 'forfeit',
        ref: `account-deletion:${now.toISOString()}`,
        note: '账号注销，X钻余额作废',
        now,
      });
    }
    // Reservation counts are kept per game: take this player's out before their rows go.
    await dropReservationsOf(trx, uid);
    for (const [table, column] of PERSONAL_ROWS) {
      // biome-ignore lint/suspicious/noExplicitAny: one loop over tables of different row types; each names a uid column.
      await (trx as any).deleteFrom(table).where(column, '=', uid).execute();
    }
    await trx.deleteFrom('users').where('uid', '=', uid).execute();
    return true;
  });
}

/** Removes every account whose cooling-off ended by `now`; answers how many. */
export async function purgeDueAccounts(db: Db, now: Date): Promise<number> {
  const due = await db
    .selectFrom('account_deletions')
    .select('uid')
    .where('purge_at', '<=', now.toISOString())
    .limit(100)
    .execute();
  let removed = 0;
  for (const { uid } of due) if (await purgeAccount(db, uid, now)) removed += 1;
  return removed;
}

/** Purges at start and then every PURGE_INTERVAL_MS while the server runs (logins also purge first). */
export function schedulePurge(app: FastifyInstance): void {
  const run = () =>
    purgeDueAccounts(app.db, accountClock.now()).then(
      (n) => n > 0 && app.log.info({ removed: n }, 'deleted accounts removed after cooling-off'),
      (err: unknown) => app.log.warn({ err }, 'account purge failed'),
    );
  app.addHook('onReady', async () => {
    await run();
  });
  const timer = setInterval(() => void run(), PURGE_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
