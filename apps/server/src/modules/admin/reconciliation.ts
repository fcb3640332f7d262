// Reconciliation: paid orders against X钻 credited, X钻 spent against purchases, refunds and corrections
// against their entries, and every balance against its ledger sum. Each difference is listed.
import type { ContractSchema } from '@portal/openapi/operations';
import type { Db } from '../../db/tx.ts';
import type { DayRange } from './days.ts';

export type Difference = ContractSchema<'ReconciliationDifference'>;

const MAX_DIFFERENCES = 200;

export async function reconcile(db: Db, range: DayRange) {
  const differences: Difference[] = [];
  const flag = (d: Difference) => {
    if (differences.length < MAX_DIFFERENCES) differences.push(d);
  };

  // Orders paid in the range and the recharge entries they should have made (looked up whenever written).
  const orders = await db
    .selectFrom('payment_orders')
    .select(['order_no', 'uid', 'coins', 'bonus'])
    .where('status', '=', 'paid')
    .where('paid_at', '>=', range.fromIso)
    .where('paid_at', '<', range.toIso)
    .execute();
  const credits = await db
    .selectFrom('coin_ledger')
    .select(['uid', 'ref', 'amount', 'created_at'])
    .where('kind', '=', 'recharge')
    .where((eb) =>
      eb.or([
        eb('ref', 'in', orders.length ? orders.map((o) => o.order_no) : ['']),
        eb.and([eb('created_at', '>=', range.fromIso), eb('created_at', '<', range.toIso)]),
      ]),
    )
    .execute();
  const creditByOrder = new Map<string, number>();
  for (const c of credits) creditByOrder.set(c.ref, (creditByOrder.get(c.ref) ?? 0) + c.amount);
  let coinsExpected = 0;
  let coinsCredited = 0;
  const orderNos = new Set<string>();
  for (const o of orders) {
    orderNos.add(o.order_no);
    const expected = o.coins + o.bonus;
    const actual = creditByOrder.get(o.order_no) ?? 0;
    coinsExpected += expected;
    coinsCredited += actual;
    if (!creditByOrder.has(o.order_no))
      flag({
        kind: 'order_not_credited',
        ref: o.order_no,
        uid: o.uid,
        expected,
        actual: 0,
        note: '订单已支付但未入账',
      });
    else if (actual !== expected)
      flag({
        kind: 'credit_mismatch',
        ref: o.order_no,
        uid: o.uid,
        expected,
        actual,
        note: '入账X钻与订单不符',
      });
  }
  const strayCredits = credits.filter(
    (c) => c.created_at >= range.fromIso && c.created_at < range.toIso && !orderNos.has(c.ref),
  );
  if (strayCredits.length) {
    const known = new Set(
      (
        await db
          .selectFrom('payment_orders')
          .select('order_no')
          .where('status', '=', 'paid')
          .where(
            'order_no',
            'in',
            strayCredits.map((c) => c.ref),
          )
          .execute()
      ).map((r) => r.order_no),
    );
    for (const c of strayCredits)
      if (!known.has(c.ref))
        flag({
          kind: 'credit_without_order',
          ref: c.ref,
          uid: c.uid,
          expected: 0,
          actual: c.amount,
          note: '充值入账没有对应的已支付订单',
        });
  }

  // Game purchases: per player and game, what the purchase rows (kept and refunded) cost vs the debits.
  const debitsInRange = await db
    .selectFrom('coin_ledger')
    .select(['uid', 'ref'])
    .where('kind', '=', 'purchase')
    .where('created_at', '>=', range.fromIso)
    .where('created_at', '<', range.toIso)
    .execute();
  const rowsInRange = await db
    .selectFrom('game_purchases')
    .select(['uid', 'game_id'])
    .where('created_at', '>=', range.fromIso)
    .where('created_at', '<', range.toIso)
    .execute();
  const pairs = new Map<string, { uid: string; gameId: string }>();
  // A purchase after a refund is `<gameId>:r<n>` (downloads/service.ts).
  const gameOf = (ref: string) => ref.split(':')[0] ?? ref;
  for (const d of debitsInRange)
    pairs.set(`${d.uid}:${gameOf(d.ref)}`, { uid: d.uid, gameId: gameOf(d.ref) });
  for (const r of rowsInRange) pairs.set(`${r.uid}:${r.game_id}`, { uid: r.uid, gameId: String(r.game_id) });
  let purchaseCount = 0;
  let purchaseExpected = 0;
  let purchaseSpent = 0;
  for (const [ref, { uid, gameId }] of pairs) {
    const id = Number(gameId);
    const [kept, refunded, debits] = await Promise.all([
      db
        .selectFrom('game_purchases')
        .select('price')
        .where('uid', '=', uid)
        .where('game_id', '=', id)
        .execute(),
      db
        .selectFrom('game_purchase_refunds')
        .select('price')
        .where('uid', '=', uid)
        .where('game_id', '=', id)
        .execute(),
      db
        .selectFrom('coin_ledger')
        .select('amount')
        .where('uid', '=', uid)
        .where('kind', '=', 'purchase')
        .where((eb) => eb.or([eb('ref', '=', gameId), eb('ref', 'like', `${gameId}:r%`)]))
        .execute(),
    ]);
    const expected = [...kept, ...refunded].reduce((s, r) => s + r.price, 0);
    const actual = -debits.reduce((s, r) => s + r.amount, 0);
    purchaseCount += kept.length + refunded.length;
    purchaseExpected += expected;
    purchaseSpent += actual;
    if (debits.length === 0 && expected > 0)
      flag({ kind: 'purchase_without_debit', ref, uid, expected, actual, note: '购买记录没有对应的扣款' });
    else if (kept.length + refunded.length === 0 && actual !== 0)
      flag({ kind: 'debit_without_purchase', ref, uid, expected, actual, note: '扣款没有对应的购买记录' });
    else if (expected !== actual)
      flag({ kind: 'debit_mismatch', ref, uid, expected, actual, note: '扣款与购买价格不符' });
  }

  // Refunds and corrections made in the range.
  const refunds = await db
    .selectFrom('game_purchase_refunds')
    .leftJoin('coin_ledger', 'coin_ledger.id', 'game_purchase_refunds.ledger_id')
    .select([
      'game_purchase_refunds.uid',
      'game_purchase_refunds.game_id',
      'game_purchase_refunds.price',
      'coin_ledger.amount',
      'coin_ledger.kind',
    ])
    .where('game_purchase_refunds.refunded_at', '>=', range.fromIso)
    .where('game_purchase_refunds.refunded_at', '<', range.toIso)
    .execute();
  let refundCoins = 0;
  for (const r of refunds) {
    refundCoins += r.amount ?? 0;
    if (r.kind !== 'refund' || r.amount !== r.price)
      flag({
        kind: 'refund_mismatch',
        ref: `${r.uid}:${r.game_id}`,
        uid: r.uid,
        expected: r.price,
        actual: r.amount ?? 0,
        note: '退款入账与购买价格不符',
      });
  }
  const corrections = await db
    .selectFrom('coin_ledger')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('amount').as('sum')])
    .where('kind', '=', 'correction')
    .where('created_at', '>=', range.fromIso)
    .where('created_at', '<', range.toIso)
    .executeTakeFirst();

  // Every balance equals the sum of its ledger.
  const mismatched = await db
    .selectFrom('users')
    .leftJoin(
      db
        .selectFrom('coin_ledger')
        .select((eb) => ['uid', eb.fn.sum<number>('amount').as('total')])
        .groupBy('uid')
        .as('l'),
      'l.uid',
      'users.uid',
    )
    .select(['users.uid', 'users.coin_balance', 'l.total'])
    .where((eb) => eb('users.coin_balance', '!=', eb.fn.coalesce('l.total', eb.lit(0))))
    .limit(MAX_DIFFERENCES)
    .execute();
  for (const m of mismatched)
    flag({
      kind: 'balance_mismatch',
      ref: m.uid,
      uid: m.uid,
      expected: Number(m.total ?? 0),
      actual: Number(m.coin_balance),
      note: '余额与流水合计不符',
    });

  return {
    from: range.from,
    to: range.to,
    clean: differences.length === 0,
    orders: { paid: orders.length, coinsExpected, coinsCredited },
    purchases: { count: purchaseCount, coinsExpected: purchaseExpected, coinsSpent: purchaseSpent },
    refunds: { count: refunds.length, coins: refundCoins },
    corrections: { count: Number(corrections?.n ?? 0), coins: Number(corrections?.sum ?? 0) },
    differences,
  };
}
