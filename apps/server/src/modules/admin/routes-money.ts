// Money: orders, a player's ledger and purchases, refunds and corrections (compensating ledger entries
// with a reason, never an edit), and the reconciliation report.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/tx.ts';
import { AppError, BusinessCode, Errors, ok } from '../../http/answer.ts';
import {
  applyLedgerEntry,
  idempotent,
  previewRefund,
  providerOf,
  type RefundDeps,
  refundRecharge,
  refundsOf,
} from '../wallet/index.ts';
import { adminRoute, operatorOf } from './access.ts';
import { writeAudit } from './audit.ts';
import { adminCursorPage, cursorKey } from './cursor-page.ts';
import { dayRange } from './days.ts';
import { reconcile } from './reconciliation.ts';

async function requireUser(db: Db | Tx, uid: string) {
  const u = await db
    .selectFrom('users')
    .select(['uid', 'name', 'coin_balance'])
    .where('uid', '=', uid)
    .executeTakeFirst();
  if (!u) throw Errors.notFound('用户不存在');
  return u;
}

async function ledgerEntry(db: Db | Tx, id: number) {
  const r = await db.selectFrom('coin_ledger').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return {
    id: r.id,
    uid: r.uid,
    amount: r.amount,
    balanceAfter: r.balance_after,
    kind: r.kind,
    ref: r.ref,
    note: r.note,
    createTime: r.created_at,
  };
}

async function newestEntryId(trx: Tx, uid: string): Promise<number> {
  const r = await trx
    .selectFrom('coin_ledger')
    .select('id')
    .where('uid', '=', uid)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return r.id;
}

const idemKey = (request: FastifyRequest) => {
  const h = request.headers['idempotency-key'];
  return Array.isArray(h) ? h[0] : h;
};

export async function moneyRoutes(app: FastifyInstance): Promise<void> {
  adminRoute(app, 'adminSearchOrders', async (request) => {
    const q = request.query;
    const now = new Date().toISOString();
    let query = app.db.selectFrom('payment_orders').leftJoin('users', 'users.uid', 'payment_orders.uid');
    if (q.orderNo) query = query.where('payment_orders.order_no', '=', q.orderNo);
    if (q.uid) query = query.where('payment_orders.uid', '=', q.uid);
    if (q.status === 'expired')
      query = query
        .where('payment_orders.status', '=', 'pending')
        .where('payment_orders.expire_at', '<=', now);
    else if (q.status === 'pending')
      query = query
        .where('payment_orders.status', '=', 'pending')
        .where('payment_orders.expire_at', '>', now);
    else if (q.status) query = query.where('payment_orders.status', '=', q.status);
    if (q.from || q.to) {
      const r = dayRange(q, 1, 3660);
      query = query
        .where('payment_orders.created_at', '>=', r.fromIso)
        .where('payment_orders.created_at', '<', r.toIso);
    }
    const after = cursorKey(q, 'admin-orders', ['text', 'text']);
    if (after) {
      const [createdAt, orderNo] = after as [string, string];
      query = query.where((eb) =>
        eb.or([
          eb('payment_orders.created_at', '<', createdAt),
          eb.and([
            eb('payment_orders.created_at', '=', createdAt),
            eb('payment_orders.order_no', '<', orderNo),
          ]),
        ]),
      );
    }
    const rows = await query
      .selectAll('payment_orders')
      .select('users.name')
      .orderBy('payment_orders.created_at', 'desc')
      .orderBy('payment_orders.order_no', 'desc')
      .limit(q.pageSize)
      .execute();
    const refunds = await refundsOf(
      app.db,
      rows.map((o) => o.order_no),
    );
    const records = rows.map((o) => ({
      orderNo: o.order_no,
      uid: o.uid,
      userName: o.name ?? '',
      packageId: o.package_id,
      amount: o.price_fen,
      coins: o.coins + o.bonus,
      status: (o.status === 'pending' && o.expire_at <= now ? 'expired' : o.status) as
        | 'pending'
        | 'paid'
        | 'closed'
        | 'expired',
      provider: o.provider,
      tradeNo: o.provider_trade_no,
      createTime: o.created_at,
      paidTime: o.paid_at,
      refund: refunds.get(o.order_no) ?? null,
    }));
    return ok(adminCursorPage(rows, records, q, 'admin-orders', (o) => [o.created_at, o.order_no]));
  });

  adminRoute(app, 'adminUserLedger', async (request) => {
    const { uid } = request.params;
    const q = request.query;
    const after = cursorKey(q, 'admin-ledger', ['int']);
    await requireUser(app.db, uid);
    let query = app.db.selectFrom('coin_ledger').selectAll().where('uid', '=', uid);
    if (after) query = query.where('id', '<', after[0] as number);
    const rows = await query.orderBy('id', 'desc').limit(q.pageSize).execute();
    const records = rows.map((r) => ({
      id: r.id,
      uid: r.uid,
      amount: r.amount,
      balanceAfter: r.balance_after,
      kind: r.kind,
      ref: r.ref,
      note: r.note,
      createTime: r.created_at,
    }));
    return ok(adminCursorPage(rows, records, q, 'admin-ledger', (r) => [r.id]));
  });

  adminRoute(app, 'adminUserPurchases', async (request) => {
    const { uid } = request.params;
    await requireUser(app.db, uid);
    const [kept, refunded] = await Promise.all([
      app.db
        .selectFrom('game_purchases')
        .leftJoin('games', 'games.id', 'game_purchases.game_id')
        .select(['game_purchases.game_id', 'game_purchases.price', 'game_purchases.created_at', 'games.name'])
        .where('game_purchases.uid', '=', uid)
        .execute(),
      app.db
        .selectFrom('game_purchase_refunds')
        .leftJoin('games', 'games.id', 'game_purchase_refunds.game_id')
        .select([
          'game_purchase_refunds.game_id',
          'game_purchase_refunds.price',
          'game_purchase_refunds.purchased_at',
          'game_purchase_refunds.refunded_at',
          'games.name',
        ])
        .where('game_purchase_refunds.uid', '=', uid)
        .execute(),
    ]);
    const list = [
      ...kept.map((p) => ({
        uid,
        gameId: p.game_id,
        gameName: p.name ?? '',
        price: p.price,
        createTime: p.created_at,
        refunded: false,
        refundTime: null as string | null,
      })),
      ...refunded.map((p) => ({
        uid,
        gameId: p.game_id,
        gameName: p.name ?? '',
        price: p.price,
        createTime: p.purchased_at,
        refunded: true,
        refundTime: p.refunded_at as string | null,
      })),
    ].sort((a, b) => (a.createTime < b.createTime ? 1 : -1));
    return ok(list);
  });

  adminRoute(app, 'adminRefundPurchase', async (request) => {
    const input = request.body;
    const operator = operatorOf(request);
    const now = new Date();
    const result = await idempotent(
      app.db,
      { uid: `operator:${operator.id}`, operation: 'adminRefund', key: idemKey(request), params: input, now },
      async (trx) => {
        await requireUser(trx, input.uid);
        // Taking the purchase row is the once-only step: of concurrent refunds one finds it.
        const purchase = await trx
          .deleteFrom('game_purchases')
          .where('uid', '=', input.uid)
          .where('game_id', '=', input.gameId)
          .returningAll()
          .executeTakeFirst();
        if (!purchase) {
          const before = await trx
            .selectFrom('game_purchase_refunds')
            .select('id')
            .where('uid', '=', input.uid)
            .where('game_id', '=', input.gameId)
            .executeTakeFirst();
          if (before) throw new AppError(BusinessCode.AlreadyRefunded, '该购买已退款');
          throw Errors.notFound('购买记录不存在');
        }
        const game = await trx
          .selectFrom('games')
          .select('name')
          .where('id', '=', input.gameId)
          .executeTakeFirst();
        const balance = await applyLedgerEntry(trx, {
          uid: input.uid,
          amount: purchase.price,
          kind: 'refund',
          ref: `game:${input.gameId}`,
          note: `退款：购买游戏《${game?.name ?? input.gameId}》（${input.reason}）`,
          now,
        });
        if (balance === null) throw Errors.notFound('用户不存在');
        const ledgerId = await newestEntryId(trx, input.uid);
        await trx
          .insertInto('game_purchase_refunds')
          .values({
            uid: input.uid,
            game_id: input.gameId,
            price: purchase.price,
            purchased_at: purchase.created_at,
            refunded_at: now.toISOString(),
            reason: input.reason,
            operator_id: operator.id,
            ledger_id: ledgerId,
          })
          .execute();
        const entry = await ledgerEntry(trx, ledgerId);
        await writeAudit(trx, request, {
          targetType: 'purchase',
          targetId: `${input.uid}:${input.gameId}`,
          before: { refunded: false, price: purchase.price, purchasedAt: purchase.created_at },
          after: { refunded: true, amount: purchase.price, ledgerId, balance },
          reason: input.reason,
        });
        return { entry, balance };
      },
    );
    return ok(result, '已退款');
  });

  // Recharge refunds go through the configured provider; the order's own provider must be it.
  const provider = providerOf(app);
  const refundDeps = (request: FastifyRequest): RefundDeps => ({
    db: app.db,
    provider,
    log: request.log,
    audit: (trx, facts) => writeAudit(trx, request, facts),
    notifications: app.notifications,
  });

  adminRoute(app, 'adminPreviewRechargeRefund', async (request) => {
    const { orderNo } = request.params;
    return ok(await previewRefund(app.db, provider, orderNo));
  });

  adminRoute(app, 'adminRefundRecharge', async (request) => {
    const { orderNo } = request.params;
    const reason = request.body.reason.trim();
    // The reason goes to the provider and the ledger's note: blank is no reason.
    if (!reason) throw Errors.badRequest('reason 不能为空');
    const result = await refundRecharge(refundDeps(request), {
      orderNo,
      reason,
      operatorId: operatorOf(request).id,
      key: idemKey(request),
    });
    return ok(result, '已退款');
  });

  adminRoute(app, 'adminCorrectBalance', async (request) => {
    const input = request.body;
    if (input.amount === 0) throw Errors.badRequest('amount 不能为 0');
    const operator = operatorOf(request);
    const now = new Date();
    const result = await idempotent(
      app.db,
      {
        uid: `operator:${operator.id}`,
        operation: 'adminCorrection',
        key: idemKey(request),
        params: input,
        now,
      },
      async (trx) => {
        const user = await requireUser(trx, input.uid);
        const balance = await applyLedgerEntry(trx, {
          uid: input.uid,
          amount: input.amount,
          kind: 'correction',
          ref: `correction:${now.getTime()}:${operator.id}`,
          note: `调账：${input.reason}`,
          now,
        });
        if (balance === null)
          throw new AppError(BusinessCode.InsufficientBalance, '当前X钻余额不足，无法扣减');
        const ledgerId = await newestEntryId(trx, input.uid);
        const entry = await ledgerEntry(trx, ledgerId);
        await writeAudit(trx, request, {
          targetType: 'user',
          targetId: input.uid,
          before: { balance: Number(user.coin_balance) },
          after: { balance, amount: input.amount, ledgerId },
          reason: input.reason,
        });
        return { entry, balance };
      },
    );
    return ok(result, '已调账');
  });

  adminRoute(app, 'adminReconciliation', async (request) => {
    const range = dayRange(request.query, 1, 92);
    return ok(await reconcile(app.db, range));
  });
}
