import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { type Db, inTx } from '../../db/tx.ts';
import { AppError } from '../../http/answer.ts';
import { closeOrder, findOrder, markPaid, type PaidNotice } from './orders.ts';
import type { PaymentProvider } from './payment-provider.ts';

/** Where a settled order's result is told to its buyer (the app's notifications). */
export type OrderNotifier = Pick<FastifyInstance['notifications'], 'publish'>;

/** Tells the buyer their recharge arrived (once per order: the event id is the order's). */
export async function notifyPaid(db: Db, notifications: OrderNotifier, orderNo: string): Promise<void> {
  const order = await findOrder(db, orderNo);
  if (order?.status !== 'paid') return;
  await notifications.publish({
    type: 'order',
    id: `order:${orderNo}:paid`,
    uid: order.uid,
    title: '充值到账',
    content: `订单 ${orderNo} 已支付，${order.coins + order.bonus} X钻已到账。`,
    url: '/xdetail',
  });
}

/** Credits a vouched-for notice in one transaction (markPaid's rules); refusals are AppErrors. */
export async function settleNotice(
  db: Db,
  notice: PaidNotice,
  now: Date,
  notifications?: OrderNotifier,
): Promise<'credited' | 'already'> {
  const result = await inTx(db, (trx) => markPaid(trx, notice, now));
  if (result === 'credited' && notifications) await notifyPaid(db, notifications, notice.orderNo);
  return result;
}

/** How long after its expiry an order is still worth asking the provider about (a lost notification). */
const ASK_AFTER_EXPIRY_MS = 24 * 3600_000;
/** Orders asked about per read of the order list, so a read never waits on many provider calls. */
const ASK_AT_MOST = 3;

/**
 * Asks the provider about one order whose notification never came, and settles it the way a notice would
 * (same markPaid, so a query and a notification together still credit once). Answers the order's status
 * afterwards; a provider that cannot be reached leaves the order as it was.
 */
export async function askProvider(
  db: Db,
  provider: PaymentProvider,
  orderNo: string,
  log: FastifyBaseLogger,
  now = new Date(),
  notifications?: OrderNotifier,
): Promise<string | undefined> {
  const order = await findOrder(db, orderNo);
  if (order?.status !== 'pending' || !provider.query) return order?.status;
  try {
    const answer = await provider.query(orderNo);
    if (answer && 'paid' in answer) {
      const result = await settleNotice(db, answer.paid, now, notifications);
      log.info({ orderNo, result }, 'payment found by query');
    } else if (answer && 'closed' in answer) {
      await closeOrder(db, orderNo);
    }
  } catch (err) {
    if (err instanceof AppError)
      log.warn({ orderNo, code: err.code, msg: err.message }, 'queried payment refused');
    else log.warn({ orderNo, err: (err as Error).message }, 'payment query failed');
  }
  return (await findOrder(db, orderNo))?.status;
}

/**
 * Before a user's order list is shown: asks the provider about that user's recent pending orders of this
 * provider (at most ASK_AT_MOST, newest first), so a payment whose notification was lost still arrives.
 */
export async function askAboutPending(
  db: Db,
  provider: PaymentProvider,
  uid: string,
  log: FastifyBaseLogger,
  now = new Date(),
  notifications?: OrderNotifier,
): Promise<void> {
  if (!provider.query) return;
  const pending = await db
    .selectFrom('payment_orders')
    .select('order_no')
    .where('uid', '=', uid)
    .where('status', '=', 'pending')
    .where('provider', '=', provider.name)
    .where('expire_at', '>', new Date(now.getTime() - ASK_AFTER_EXPIRY_MS).toISOString())
    .orderBy('created_at', 'desc')
    .limit(ASK_AT_MOST)
    .execute();
  await Promise.all(pending.map((o) => askProvider(db, provider, o.order_no, log, now, notifications)));
}
