// Refunds of recharge orders, an operator's action: the money back through the provider that took it,
// the order's X钻 back out of the balance. Whole or not at all; the steps are ordered so that no failure
// loses money (README "Recharge refunds").
import type { FastifyBaseLogger } from 'fastify';
import { locksRows } from '../../db/portable.ts';
import type { RechargeRefundsTable } from '../../db/tables/wallet.ts';
import { type Db, inTx, type Tx } from '../../db/tx.ts';
import { AppError, BusinessCode, Errors } from '../../http/answer.ts';
import { idempotent } from './idempotency.ts';
import { applyLedgerEntry } from './ledger.ts';
import { fenToYuan } from './packages.ts';
import { type PaymentProvider, RefundRefused } from './payment-provider.ts';
import type { OrderNotifier } from './settle.ts';

type RefundRow = RechargeRefundsTable;

/** What an audit row of this action says; the console writes it in the same transaction. */
export type RefundAuditFacts = {
  targetType: 'order';
  targetId: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  reason: string;
};

export type RefundDeps = {
  db: Db;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  /** Writes the audit row of a step inside its transaction. */
  audit(trx: Tx, facts: RefundAuditFacts): Promise<void>;
  /** Tells the buyer the refund's result (the app's notifications); optional for scripts. */
  notifications?: OrderNotifier;
};

/** A refund as the contract's RechargeRefund shows it. */
export function presentRefund(r: RefundRow) {
  return {
    status: r.status,
    amount: r.price_fen,
    coins: r.coins,
    reason: r.reason,
    createTime: r.created_at,
    doneTime: r.done_at,
    failure: r.failure,
  };
}

/** Providers as an operator knows them (payment_orders.provider). */
const PROVIDER_NAMES: Record<string, string> = { sandbox: '沙箱', alipay: '支付宝' };

const ALREADY = () => new AppError(BusinessCode.AlreadyRefunded, '该订单已退款');
const spent = (balance: number, coins: number) =>
  new AppError(
    BusinessCode.InsufficientBalance,
    `用户已花掉部分充值所得X钻（当前余额 ${balance}，需扣回 ${coins}），不能退款`,
  );

type OrderFacts = {
  order_no: string;
  uid: string;
  price_fen: number;
  coins: number;
  bonus: number;
  status: string;
  provider: string;
};

/**
 * Why an order may not be refunded now, as the refusal the refund would answer; null when it may. A
 * pending refund is not a refusal: refunding again finishes it.
 */
function refusalOf(
  order: OrderFacts,
  refund: RefundRow | undefined,
  balance: number,
  provider: PaymentProvider,
): AppError | null {
  if (refund?.status === 'refunded') return ALREADY();
  if (order.status !== 'paid') return Errors.business('只有已支付的订单可以退款');
  if (order.provider !== provider.name || !provider.refund)
    return Errors.business(
      `该订单经${PROVIDER_NAMES[order.provider] ?? order.provider}支付，当前配置的支付渠道不能为它退款`,
    );
  if (refund?.status === 'pending') return null;
  const coins = order.coins + order.bonus;
  if (balance < coins) return spent(balance, coins);
  return null;
}

async function facts(db: Db | Tx, orderNo: string, lock: boolean) {
  const order = await db
    .selectFrom('payment_orders')
    .select(['order_no', 'uid', 'price_fen', 'coins', 'bonus', 'status', 'provider'])
    .where('order_no', '=', orderNo)
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirst();
  if (!order) throw Errors.notFound('订单不存在');
  const refund = await db
    .selectFrom('recharge_refunds')
    .selectAll()
    .where('order_no', '=', orderNo)
    .executeTakeFirst();
  const user = await db
    .selectFrom('users')
    .select(['name', 'coin_balance'])
    .where('uid', '=', order.uid)
    .executeTakeFirst();
  return { order, refund, userName: user?.name ?? '', balance: Number(user?.coin_balance ?? 0) };
}

/** What refunding an order would do, for the operator to see before confirming (contract RechargeRefundPreview). */
export async function previewRefund(db: Db, provider: PaymentProvider, orderNo: string) {
  const { order, refund, userName, balance } = await facts(db, orderNo, false);
  const coins = order.coins + order.bonus;
  const refusal = refusalOf(order, refund, balance, provider);
  // A pending refund already took its X钻: finishing it changes the balance no further.
  const balanceAfter = refusal ? null : refund?.status === 'pending' ? balance : balance - coins;
  return {
    orderNo: order.order_no,
    uid: order.uid,
    userName,
    amount: order.price_fen,
    coins,
    provider: order.provider,
    balance,
    balanceAfter,
    refundable: refusal === null,
    refusal: refusal?.message ?? null,
    refund: refund ? presentRefund(refund) : null,
  };
}

/**
 * Step 1, one transaction: takes the order (its row lock on PostgreSQL, so refunds of one order queue),
 * then either leaves a pending refund to be finished, or debits the order's X钻 and writes a pending
 * refund row with its audit row. Refusals (1042, 1001 spent, not paid, other provider) move nothing.
 */
async function takeOrder(deps: RefundDeps, trx: Tx, orderNo: string, reason: string, operatorId: number) {
  const { order, refund, balance } = await facts(trx, orderNo, locksRows(trx));
  const refusal = refusalOf(order, refund, balance, deps.provider);
  if (refusal) throw refusal;
  if (refund?.status === 'pending') return;
  const coins = order.coins + order.bonus;
  const attempt = (refund?.attempt ?? 0) + 1;
  const now = new Date();
  const ref = `recharge:${orderNo}:${attempt}`;
  const after = await applyLedgerEntry(trx, {
    uid: order.uid,
    amount: -coins,
    kind: 'refund',
    ref,
    note: `充值退款：订单 ${orderNo} ¥${fenToYuan(order.price_fen)}（${reason}）`,
    now,
  });
  if (after === null) throw spent(balance, coins);
  const entry = await trx
    .selectFrom('coin_ledger')
    .select('id')
    .where('uid', '=', order.uid)
    .where('kind', '=', 'refund')
    .where('ref', '=', ref)
    .executeTakeFirstOrThrow();
  const row: RefundRow = {
    order_no: orderNo,
    uid: order.uid,
    price_fen: order.price_fen,
    coins,
    status: 'pending',
    attempt,
    reason,
    operator_id: operatorId,
    debit_ledger_id: entry.id,
    provider_refund_no: null,
    failure: null,
    created_at: now.toISOString(),
    done_at: null,
  };
  if (refund) await trx.updateTable('recharge_refunds').set(row).where('order_no', '=', orderNo).execute();
  else await trx.insertInto('recharge_refunds').values(row).execute();
  await deps.audit(trx, {
    targetType: 'order',
    targetId: orderNo,
    before: { status: 'paid', refund: refund?.status ?? null, balance },
    after: {
      refund: 'pending',
      coins: -coins,
      amountFen: order.price_fen,
      ledgerId: entry.id,
      balance: after,
    },
    reason,
  });
}

/**
 * Steps 2 and 3: asks the provider to refund a pending refund, then records its answer. Done: the refund
 * is marked refunded. Refused (RefundRefused: the provider answered and no money moved): the X钻 are
 * credited back and the refund is failed, in one transaction. Anything else (unreachable, unreadable):
 * the refund stays pending with the X钻 held, since the money may have gone; the next call asks again
 * with the same request number, which the provider takes as the same refund.
 */
async function finish(deps: RefundDeps, orderNo: string): Promise<void> {
  const { db, provider } = deps;
  const row = await db
    .selectFrom('recharge_refunds')
    .selectAll()
    .where('order_no', '=', orderNo)
    .executeTakeFirst();
  if (row?.status !== 'pending' || !provider.refund) return;
  try {
    const answer = await provider.refund(orderNo, row.price_fen, row.reason);
    await inTx(db, async (trx) => {
      const moved = await trx
        .updateTable('recharge_refunds')
        .set({ status: 'refunded', done_at: new Date().toISOString(), provider_refund_no: answer.tradeNo })
        .where('order_no', '=', orderNo)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0) return;
      await deps.audit(trx, {
        targetType: 'order',
        targetId: orderNo,
        before: { refund: 'pending' },
        after: { refund: 'refunded', amountFen: answer.refundedFen, providerRefundNo: answer.tradeNo },
        reason: row.reason,
      });
    });
    await deps.notifications?.publish({
      type: 'order',
      id: `order:${orderNo}:refunded:${row.attempt}`,
      uid: row.uid,
      title: '退款成功',
      content: `订单 ${orderNo} 已退款，${row.coins} X钻已扣回。`,
      url: '/xdetail',
    });
  } catch (error) {
    if (!(error instanceof RefundRefused)) {
      deps.log.warn({ orderNo, err: (error as Error).message }, 'recharge refund not confirmed');
      throw Errors.business(
        `支付渠道暂未确认退款，已扣回的 ${row.coins} X钻暂时冻结；请稍后再次退款完成它（不会重复退钱）`,
      );
    }
    deps.log.warn({ orderNo, err: error.message }, 'recharge refund refused');
    await inTx(db, async (trx) => {
      const moved = await trx
        .updateTable('recharge_refunds')
        .set({ status: 'failed', done_at: new Date().toISOString(), failure: error.message })
        .where('order_no', '=', orderNo)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0) return;
      const balance = await applyLedgerEntry(trx, {
        uid: row.uid,
        amount: row.coins,
        kind: 'refund',
        ref: `recharge-back:${orderNo}:${row.attempt}`,
        note: `充值退款未成功，退还扣回的X钻：订单 ${orderNo}`,
        now: new Date(),
      });
      await deps.audit(trx, {
        targetType: 'order',
        targetId: orderNo,
        before: { refund: 'pending' },
        after: { refund: 'failed', failure: error.message, coins: row.coins, balance },
        reason: row.reason,
      });
    });
  }
}

/** The answer of a refund, read back from what is stored (so a replay answers what happened since). */
async function resultOf(db: Db, orderNo: string) {
  const row = await db
    .selectFrom('recharge_refunds')
    .selectAll()
    .where('order_no', '=', orderNo)
    .executeTakeFirstOrThrow();
  if (row.status === 'failed')
    throw Errors.business(`支付渠道拒绝退款（${row.failure ?? ''}），扣回的 ${row.coins} X钻已退还用户`);
  const e = await db
    .selectFrom('coin_ledger')
    .selectAll()
    .where('id', '=', row.debit_ledger_id)
    .executeTakeFirstOrThrow();
  const entry = {
    id: e.id,
    uid: e.uid,
    amount: e.amount,
    balanceAfter: e.balance_after,
    kind: e.kind,
    ref: e.ref,
    note: e.note,
    createTime: e.created_at,
  };
  return { refund: presentRefund(row), entry, balance: e.balance_after };
}

export type RefundInput = {
  orderNo: string;
  reason: string;
  operatorId: number;
  /** The call's Idempotency-Key, if any. */
  key: string | undefined;
};

/**
 * Refunds a paid recharge order: step 1 under the Idempotency-Key (a replay does not take the order
 * again), then steps 2 and 3 whenever the refund is pending, so a replay or a later call finishes what a
 * lost provider answer left open. Answers the refund, its debit and the balance right after it.
 */
export async function refundRecharge(deps: RefundDeps, input: RefundInput) {
  await idempotent(
    deps.db,
    {
      uid: `operator:${input.operatorId}`,
      operation: 'adminRechargeRefund',
      key: input.key,
      params: { orderNo: input.orderNo, reason: input.reason },
      now: new Date(),
    },
    async (trx) => {
      await takeOrder(deps, trx, input.orderNo, input.reason, input.operatorId);
      return { orderNo: input.orderNo };
    },
  );
  await finish(deps, input.orderNo);
  return resultOf(deps.db, input.orderNo);
}

/** Each order's refund, for the order list. */
export async function refundsOf(
  db: Db,
  orderNos: string[],
): Promise<Map<string, ReturnType<typeof presentRefund>>> {
  if (orderNos.length === 0) return new Map();
  const rows = await db
    .selectFrom('recharge_refunds')
    .selectAll()
    .where('order_no', 'in', orderNos)
    .execute();
  return new Map(rows.map((r) => [r.order_no, presentRefund(r)]));
}
