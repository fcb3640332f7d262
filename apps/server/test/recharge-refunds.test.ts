// Refunds of recharge orders from the console: the money back through the provider, the X钻 back out of
// the balance once, refused with the reason when they were spent, and no money lost when the provider
// refuses or cannot be reached.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessCode } from '../src/http/answer.ts';
import {
  type PaymentProvider,
  RefundRefused,
  SandboxProvider,
} from '../src/modules/wallet/payment-provider.ts';
import { type RefundDeps, refundRecharge } from '../src/modules/wallet/recharge-refunds.ts';
import { signFields } from '../src/modules/wallet/signing.ts';
import { adminCall, operatorSession } from './helpers/admin.ts';
import {
  dbKinds,
  expectContract,
  portalPost,
  registerUser,
  type Session,
  startTestApp,
  type TestApp,
} from './helpers/index.ts';
import { ledgerCheck } from './wallet-fixtures.ts';

const SECRET = 'recharge-refund-test-payment-secret-0123456789';

type Refund = { status: string; amount: number; coins: number; failure: string | null };
type Result = { refund: Refund; entry: { amount: number; kind: string; ref: string }; balance: number };
type Preview = {
  amount: number;
  coins: number;
  balance: number;
  balanceAfter: number | null;
  refundable: boolean;
  refusal: string | null;
  refund: Refund | null;
};

describe.each(dbKinds)('recharge refunds (%s)', (db) => {
  let t: TestApp;
  let operator: { token: string; id: number };

  beforeAll(async () => {
    t = await startTestApp({ db, env: { PAYMENT_SECRET: SECRET } });
    operator = await operatorSession(t.app, 'operator');
  });
  afterAll(() => t?.close());

  /** A paid sandbox order of package 1 (¥6, 60 X钻). */
  async function recharge(s: Session, packageId = 1) {
    const info = await portalPost<{ order: { orderNo: string; amount: number } }>(
      t.app,
      '/order/payInfo',
      { packageId },
      s,
    );
    const { orderNo, amount } = info.body.data.order;
    const fields = {
      orderNo,
      amount,
      tradeNo: `T${orderNo}`,
      status: 'SUCCESS',
      timestamp: Date.now(),
      nonce: randomBytes(8).toString('hex'),
    };
    const paid = await portalPost(t.app, '/order/notify', { ...fields, sign: signFields(fields, SECRET) });
    expect(paid.body.code).toBe(0);
    return orderNo;
  }
  const preview = (orderNo: string) =>
    adminCall<Preview>(t.app, 'GET', `/v1/admin/orders/${orderNo}/refund`, operator.token);
  const refund = (orderNo: string, key?: string, reason = '误充') =>
    adminCall<Result>(t.app, 'POST', `/v1/admin/orders/${orderNo}/refund`, operator.token, {
      body: { reason },
      ...(key ? { headers: { 'idempotency-key': key } } : {}),
    });
  const refundEntries = async (uid: string) =>
    t.app.db
      .selectFrom('coin_ledger')
      .select(['amount', 'ref'])
      .where('uid', '=', uid)
      .where('kind', '=', 'refund')
      .orderBy('id')
      .execute();

  it('shows what it would do, refunds once through the provider and the ledger, and answers a replay alike', async () => {
    const player = await registerUser(t.app);
    const orderNo = await recharge(player);
    const before = (await ledgerCheck(t.app, player.uid)).balance;

    const seen = await preview(orderNo);
    expectContract(seen.body, 'RechargeRefundPreviewAnswer');
    expect(seen.body.data).toMatchObject({
      amount: 600,
      coins: 60,
      balance: before,
      balanceAfter: before - 60,
      refundable: true,
      refusal: null,
      refund: null,
    });

    const dashboard = async () =>
      (
        await adminCall<{ totals: Record<string, number> }>(
          t.app,
          'GET',
          '/v1/admin/dashboard',
          operator.token,
        )
      ).body.data.totals;
    const figures = await dashboard();

    const key = 'refund-key-0001';
    const done = await refund(orderNo, key);
    expectContract(done.body, 'RechargeRefundAnswer');
    expect(done.body).toMatchObject({
      code: 0,
      msg: '已退款',
      data: {
        refund: { status: 'refunded', amount: 600, coins: 60, failure: null },
        entry: { amount: -60, kind: 'refund', ref: `recharge:${orderNo}:1` },
        balance: before - 60,
      },
    });
    const replay = await refund(orderNo, key);
    expect(replay.body).toEqual(done.body);
    const again = await refund(orderNo, 'refund-key-0002');
    expect(again.body).toMatchObject({ code: BusinessCode.AlreadyRefunded, msg: '该订单已退款' });

    expect(await refundEntries(player.uid)).toEqual([{ amount: -60, ref: `recharge:${orderNo}:1` }]);
    expect(await ledgerCheck(t.app, player.uid)).toMatchObject({ balance: before - 60, chainOk: true });
    // The X钻 taken back were never spent: the dashboard's 消耗 and purchase refunds do not count them.
    expect(await dashboard()).toEqual(figures);
    expect((await preview(orderNo)).body.data).toMatchObject({
      refundable: false,
      refusal: '该订单已退款',
      refund: { status: 'refunded' },
    });
    const orders = await adminCall<{ records: { orderNo: string; refund: Refund | null }[] }>(
      t.app,
      'GET',
      '/v1/admin/orders',
      operator.token,
      { query: { uid: player.uid } },
    );
    expectContract(orders.body, 'AdminOrderPageAnswer');
    expect(orders.body.data.records[0]).toMatchObject({ orderNo, refund: { status: 'refunded' } });

    // The audit log has the step that took the X钻 and the provider's confirmation.
    const audit = await adminCall<{
      records: { action: string; targetType: string; after: { refund: string } }[];
    }>(t.app, 'GET', '/v1/admin/audit', operator.token, {
      query: { action: 'adminRefundRecharge', targetId: orderNo },
    });
    expect(audit.body.data.records.map((r) => [r.targetType, r.after.refund])).toEqual([
      ['order', 'refunded'],
      ['order', 'pending'],
    ]);
    // Reconciliation still balances: the credit matches the order, the debit is an entry of its own.
    const day = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const report = await adminCall<{ clean: boolean; differences: { ref: string }[] }>(
      t.app,
      'GET',
      '/v1/admin/reconciliation',
      operator.token,
      { query: { from: day, to: day } },
    );
    expect(report.body.data.differences.filter((d) => d.ref.includes(orderNo))).toEqual([]);
  });

  it('refuses with the reason when the recharged X钻 were partly spent, and moves nothing', async () => {
    const player = await registerUser(t.app);
    const orderNo = await recharge(player);
    const balance = (await ledgerCheck(t.app, player.uid)).balance;
    const spend = balance - 59;
    await adminCall(t.app, 'POST', '/v1/admin/corrections', operator.token, {
      body: { uid: player.uid, amount: -spend, reason: '模拟消费' },
    });
    const msg = '用户已花掉部分充值所得X钻（当前余额 59，需扣回 60），不能退款';
    expect((await preview(orderNo)).body.data).toMatchObject({
      balance: 59,
      balanceAfter: null,
      refundable: false,
      refusal: msg,
    });
    const refused = await refund(orderNo, 'refund-key-spent');
    expect(refused.body).toEqual({ code: BusinessCode.InsufficientBalance, msg, data: null });
    expect(await refundEntries(player.uid)).toEqual([]);
    expect((await ledgerCheck(t.app, player.uid)).balance).toBe(59);
  });

  it('refuses unpaid and unknown orders', async () => {
    const player = await registerUser(t.app);
    const info = await portalPost<{ order: { orderNo: string } }>(
      t.app,
      '/order/payInfo',
      { packageId: 1 },
      player,
    );
    const pending = await refund(info.body.data.order.orderNo);
    expect(pending.body).toMatchObject({ code: BusinessCode.Refused, msg: '只有已支付的订单可以退款' });
    expect((await refund('R00000000000000000000')).status).toBe(404);
    expect((await preview('R00000000000000000000')).status).toBe(404);
    expect((await refund('../x')).status).toBe(404);
    expect((await refund(info.body.data.order.orderNo, undefined, '   ')).status).toBe(400);
  });

  it('of 10 concurrent refunds of one order with 10 keys, the X钻 are taken once', async () => {
    const player = await registerUser(t.app);
    const orderNo = await recharge(player, 2);
    const before = (await ledgerCheck(t.app, player.uid)).balance;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => refund(orderNo, `refund-race-${i}-${db}`)),
    );
    for (const a of answers) expect([0, BusinessCode.AlreadyRefunded]).toContain(a.body.code);
    expect(answers.filter((a) => a.body.code === 0).length).toBeGreaterThanOrEqual(1);
    expect(await refundEntries(player.uid)).toEqual([{ amount: -330, ref: `recharge:${orderNo}:1` }]);
    expect(await ledgerCheck(t.app, player.uid)).toMatchObject({ balance: before - 330, chainOk: true });
  });

  describe('when the provider fails', () => {
    const deps = (provider: PaymentProvider): RefundDeps => ({
      db: t.app.db,
      provider,
      log: t.app.log,
      audit: async () => {},
    });
    const sandbox = () => new SandboxProvider(SECRET);
    /** The sandbox with its refund replaced; the calls it got are recorded. */
    const failing = (refundFn: () => Promise<never>) => {
      const calls: unknown[][] = [];
      const p: PaymentProvider = {
        name: 'sandbox',
        payUrl: () => '',
        refund: (...args) => {
          calls.push(args);
          return refundFn();
        },
      };
      return { p, calls };
    };

    it('a stated refusal gives the X钻 back in one step; refunding again later takes them once more', async () => {
      const player = await registerUser(t.app);
      const orderNo = await recharge(player);
      const before = (await ledgerCheck(t.app, player.uid)).balance;
      const { p } = failing(() => Promise.reject(new RefundRefused('ACQ.TRADE_HAS_FINISHED 交易已完结')));
      const input = { orderNo, reason: '误充', operatorId: operator.id, key: 'refund-refused-1' };
      await expect(refundRecharge(deps(p), input)).rejects.toMatchObject({
        code: BusinessCode.Refused,
        message: expect.stringContaining('扣回的 60 X钻已退还用户'),
      });
      expect(await refundEntries(player.uid)).toEqual([
        { amount: -60, ref: `recharge:${orderNo}:1` },
        { amount: 60, ref: `recharge-back:${orderNo}:1` },
      ]);
      expect(await ledgerCheck(t.app, player.uid)).toMatchObject({ balance: before, chainOk: true });
      expect((await preview(orderNo)).body.data).toMatchObject({
        refundable: true,
        refund: { status: 'failed', failure: expect.stringContaining('ACQ.TRADE_HAS_FINISHED') },
      });
      // The same key answers the refusal again without a new attempt; a new one tries again.
      await expect(refundRecharge(deps(sandbox()), input)).rejects.toMatchObject({
        code: BusinessCode.Refused,
      });
      const second = await refundRecharge(deps(sandbox()), { ...input, key: 'refund-refused-2' });
      expect(second).toMatchObject({ refund: { status: 'refunded' }, balance: before - 60 });
      expect((await refundEntries(player.uid)).map((e) => e.ref)).toEqual([
        `recharge:${orderNo}:1`,
        `recharge-back:${orderNo}:1`,
        `recharge:${orderNo}:2`,
      ]);
      expect(await ledgerCheck(t.app, player.uid)).toMatchObject({ balance: before - 60, chainOk: true });
    });

    it('refuses an order paid through another provider than the configured one, moving nothing', async () => {
      const player = await registerUser(t.app);
      const orderNo = await recharge(player);
      const alipay: PaymentProvider = {
        name: 'alipay',
        payUrl: () => '',
        refund: () => Promise.reject(new Error('not asked')),
      };
      await expect(
        refundRecharge(deps(alipay), { orderNo, reason: '误充', operatorId: operator.id, key: undefined }),
      ).rejects.toMatchObject({
        code: BusinessCode.Refused,
        message: '该订单经沙箱支付，当前配置的支付渠道不能为它退款',
      });
      expect(await refundEntries(player.uid)).toEqual([]);
    });

    it('an unknown outcome keeps the X钻 held and pending; the next call asks again with the same request', async () => {
      const player = await registerUser(t.app);
      const orderNo = await recharge(player);
      const before = (await ledgerCheck(t.app, player.uid)).balance;
      const { p, calls } = failing(() => Promise.reject(new Error('socket hang up')));
      const input = { orderNo, reason: '误充', operatorId: operator.id, key: 'refund-unknown-1' };
      await expect(refundRecharge(deps(p), input)).rejects.toMatchObject({
        code: BusinessCode.Refused,
        message: expect.stringContaining('支付渠道暂未确认退款'),
      });
      await expect(refundRecharge(deps(p), { ...input, key: 'refund-unknown-2' })).rejects.toMatchObject({
        code: BusinessCode.Refused,
      });
      expect(calls).toEqual([
        [orderNo, 600, '误充'],
        [orderNo, 600, '误充'],
      ]);
      // Held, not spendable, and not given back: the money may have gone.
      expect(await ledgerCheck(t.app, player.uid)).toMatchObject({ balance: before - 60, chainOk: true });
      expect((await preview(orderNo)).body.data).toMatchObject({
        refundable: true,
        balanceAfter: before - 60,
        refund: { status: 'pending' },
      });
      const done = await refundRecharge(deps(sandbox()), { ...input, key: 'refund-unknown-3' });
      expect(done).toMatchObject({
        refund: { status: 'refunded' },
        entry: { amount: -60 },
        balance: before - 60,
      });
      expect(await refundEntries(player.uid)).toEqual([{ amount: -60, ref: `recharge:${orderNo}:1` }]);
    });
  });
});
