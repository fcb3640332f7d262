import type { ContractSchema } from '@portal/openapi/operations';
import { sql } from 'kysely';
import { customAlphabet } from 'nanoid';
import type { PaymentOrdersTable } from '../../db/tables/wallet.ts';
import type { Db, Tx } from '../../db/tx.ts';
import { AppError, ErrorCode, Errors } from '../../http/answer.ts';
import { decodeCursor, nextCursorOf } from '../../http/paging.ts';
import { applyLedgerEntry } from './ledger.ts';
import { fenToYuan, findPackage, ORDER_TTL_MS } from './packages.ts';

const randomDigits = customAlphabet('0123456789', 8);

/** R + yyyyMMddHHmmss (UTC) + 8 random digits: sortable, unguessable enough for a sandbox. */
export function newOrderNo(now: Date): string {
  return `R${now.toISOString().replace(/\D/g, '').slice(0, 14)}${randomDigits()}`;
}

/** A stored order as the wallet reads it: everything but the provider's own bookkeeping. */
export type OrderRow = Omit<PaymentOrdersTable, 'provider' | 'provider_trade_no'>;

const ORDER_COLUMNS = [
  'order_no',
  'uid',
  'package_id',
  'price_fen',
  'coins',
  'bonus',
  'status',
  'created_at',
  'expire_at',
  'paid_at',
] as const satisfies readonly (keyof OrderRow)[];

/**
 * pending, paid or closed as stored; a pending order past its expiry is expired and can no longer be
 * paid. The contract's Order.status knows pending | paid | expired: a cancelled (closed) order is shown
 * as expired, since for the user both simply cannot be paid any more.
 */
export function effectiveStatus(order: Pick<OrderRow, 'status' | 'expire_at'>, now: Date): string {
  return order.status === 'pending' && order.expire_at <= now.toISOString() ? 'expired' : order.status;
}

export type PresentedOrder = ContractSchema<'Order'>;

export function presentOrder(order: OrderRow, now: Date): PresentedOrder {
  const status = effectiveStatus(order, now);
  return {
    orderNo: order.order_no,
    packageId: order.package_id,
    amount: order.price_fen,
    coins: order.coins + order.bonus,
    status: status === 'paid' || status === 'pending' ? status : 'expired',
    createTime: order.created_at,
    paidTime: order.paid_at,
    expireTime: order.expire_at,
  };
}

export async function createOrder(trx: Tx, uid: string, packageId: number, provider: string, now: Date) {
  const pkg = findPackage(packageId);
  if (!pkg) throw Errors.notFound('充值套餐不存在');
  const row: OrderRow = {
    order_no: newOrderNo(now),
    uid,
    package_id: pkg.id,
    price_fen: pkg.priceFen,
    coins: pkg.coins,
    bonus: pkg.bonus,
    status: 'pending',
    created_at: now.toISOString(),
    expire_at: new Date(now.getTime() + ORDER_TTL_MS).toISOString(),
    paid_at: null,
  };
  await trx
    .insertInto('payment_orders')
    .values({ ...row, provider, provider_trade_no: null })
    .execute();
  return row;
}

export async function findOrder(db: Db | Tx, orderNo: string): Promise<OrderRow | undefined> {
  return db
    .selectFrom('payment_orders')
    .select(ORDER_COLUMNS)
    .where('order_no', '=', orderNo)
    .executeTakeFirst();
}

/** A paid notice a provider vouched for (its signature checked), ready to credit. */
export type PaidNotice = {
  /** The provider's name, as payment_orders.provider and payment_notices.provider store it. */
  provider: string;
  orderNo: string;
  amountFen: number;
  tradeNo: string;
  /** The notice's once-only id (the callback's nonce, Alipay's notify_id); null for a query's answer. */
  nonce: string | null;
  /** When the provider took the money (signed); null: now. An order is payable until its expiry. */
  paidAt: Date | null;
};

/**
 * Why a notice is refused, by the contract's rule for callbacks (openapi/README.md "Callbacks"): a notice
 * nobody vouched for is HTTP 403; a vouched-for notice the order cannot take is a business refusal (HTTP
 * 200, code 1); an unknown order is 404.
 */
export const NoticeRefusals = {
  badSignature: () => new AppError(ErrorCode.Forbidden, '签名校验失败'),
  stale: () => new AppError(ErrorCode.Forbidden, '回调已过期'),
  replayed: () => new AppError(ErrorCode.Forbidden, '回调重复'),
  unknownOrder: () => Errors.notFound('订单不存在'),
  otherAmount: () => Errors.business('订单金额不一致'),
  expired: () => Errors.business('订单已过期'),
  closed: () => Errors.business('订单已关闭'),
};

/**
 * Takes a notice's nonce for good, in the crediting transaction: a nonce is used once, by one order. The
 * same notice delivered again (same nonce, same order) is let through, so a retried delivery answers
 * success; a used nonce on another order is a replay. Concurrent deliveries of one notice queue on the
 * primary key (PostgreSQL) or run one at a time (SQLite), and the followers see the first one's outcome.
 */
async function takeNonce(trx: Tx, notice: PaidNotice, now: Date): Promise<void> {
  if (notice.nonce === null) return;
  const taken = await trx
    .insertInto('payment_notices')
    .values({
      provider: notice.provider,
      nonce: notice.nonce,
      order_no: notice.orderNo,
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.columns(['provider', 'nonce']).doNothing())
    .returning('nonce')
    .executeTakeFirst();
  if (taken) return;
  const used = await trx
    .selectFrom('payment_notices')
    .select('order_no')
    .where('provider', '=', notice.provider)
    .where('nonce', '=', notice.nonce)
    .executeTakeFirst();
  if (used?.order_no !== notice.orderNo) throw NoticeRefusals.replayed();
}

/**
 * Credits a paid order exactly once: only the delivery whose conditional update moves the order from
 * pending to paid credits X钻, in the same transaction (with the notice's nonce). Later deliveries of the
 * same notice are acknowledged without crediting; a notice for another amount, or for a closed/expired
 * order, is refused.
 */
export async function markPaid(trx: Tx, notice: PaidNotice, now: Date): Promise<'credited' | 'already'> {
  await takeNonce(trx, notice, now);
  const paidIso = (notice.paidAt ?? now).toISOString();
  const moved = await trx
    .updateTable('payment_orders')
    .set({ status: 'paid', paid_at: paidIso, provider_trade_no: notice.tradeNo })
    .where('order_no', '=', notice.orderNo)
    .where('status', '=', 'pending')
    .where('expire_at', '>', paidIso)
    .where('price_fen', '=', notice.amountFen)
    .returning(['uid', 'coins', 'bonus'])
    .executeTakeFirst();
  if (moved) {
    const balance = await applyLedgerEntry(trx, {
      uid: moved.uid,
      amount: moved.coins + moved.bonus,
      kind: 'recharge',
      ref: notice.orderNo,
      note: `充值 ¥${fenToYuan(notice.amountFen)}`,
      now,
    });
    if (balance === null) throw new Error(`user of order ${notice.orderNo} is missing`);
    return 'credited';
  }
  const order = await findOrder(trx, notice.orderNo);
  if (!order) throw NoticeRefusals.unknownOrder();
  if (order.price_fen !== notice.amountFen) throw NoticeRefusals.otherAmount();
  if (order.status === 'paid') return 'already';
  throw order.status === 'pending' ? NoticeRefusals.expired() : NoticeRefusals.closed();
}

/** Cancels a pending order (pending -> closed); anything else is left as it is. */
export async function closeOrder(db: Db, orderNo: string): Promise<boolean> {
  const result = await db
    .updateTable('payment_orders')
    .set({ status: 'closed' })
    .where('order_no', '=', orderNo)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

const ORDER_LIST = 'orders';

/** My orders, newest first: by page number, or after a cursor's order (keyset on uid, created_at, order_no). */
export async function ordersPage(
  db: Db,
  uid: string,
  currentPage: number,
  pageSize: number,
  now: Date,
  cursor?: string,
) {
  const after = cursor ? decodeCursor(cursor, ORDER_LIST, ['text', 'text']) : null;
  let page = db.selectFrom('payment_orders').select(ORDER_COLUMNS).where('uid', '=', uid);
  if (after) page = page.where(sql<boolean>`(created_at, order_no) < (${after[0]}, ${after[1]})`);
  const [rows, count] = await Promise.all([
    page
      .orderBy('created_at', 'desc')
      .orderBy('order_no', 'desc')
      .limit(pageSize)
      .offset(after ? 0 : (currentPage - 1) * pageSize)
      .execute(),
    db
      .selectFrom('payment_orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('uid', '=', uid)
      .executeTakeFirst(),
  ]);
  return {
    records: rows.map((r) => presentOrder(r, now)),
    total: Number(count?.n ?? 0),
    currentPage,
    pageSize,
    nextCursor: nextCursorOf(rows, pageSize, ORDER_LIST, (r) => [r.created_at, r.order_no]),
  };
}
