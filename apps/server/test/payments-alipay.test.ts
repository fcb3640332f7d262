import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, productionProblems } from '../src/config.ts';
import { BusinessCode } from '../src/http/answer.ts';
import { AlipayProvider } from '../src/modules/wallet/alipay-provider.ts';
import { RefundRefused } from '../src/modules/wallet/payment-provider.ts';
import { paymentSettingsFrom } from '../src/modules/wallet/payment-settings.ts';
import { signFields } from '../src/modules/wallet/signing.ts';
import { adminCall, operatorSession } from './helpers/admin.ts';
import { type AlipayFake, startAlipayFake } from './helpers/alipay-fake.ts';
import {
  dbKinds,
  portalPost,
  registerUser,
  type Session,
  startTestApp,
  type TestApp,
} from './helpers/index.ts';
import { ledgerCheck, listen } from './wallet-fixtures.ts';

type PayInfo = { order: { orderNo: string; amount: number; coins: number }; payUrl: string };
const PUBLIC_URL = 'https://portal.example';

function alipayEnv(fake: AlipayFake): Record<string, string> {
  return {
    PAYMENT_PROVIDER: 'alipay',
    ALIPAY_APP_ID: fake.appId,
    ALIPAY_PRIVATE_KEY: fake.appPrivateKey,
    ALIPAY_PUBLIC_KEY: fake.alipayPublicKey,
    ALIPAY_GATEWAY: fake.gateway,
    PUBLIC_URL,
  };
}

describe.each(dbKinds)('recharge through Alipay, against a local fake gateway (%s)', (db) => {
  let t: TestApp;
  let base: string;
  let fake: AlipayFake;
  beforeAll(async () => {
    fake = await startAlipayFake();
    t = await startTestApp({ db, env: alipayEnv(fake) });
    base = await listen(t.app);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  async function order(s: Session, packageId = 1): Promise<PayInfo> {
    const res = await portalPost<PayInfo>(t.app, '/order/payInfo', { packageId }, s);
    expect(res.body.code).toBe(0);
    return res.body.data;
  }

  /** Posts a notification where Alipay would (the path of the notify_url the order was opened with). */
  async function deliver(fields: Record<string, string>): Promise<{ status: number; text: string }> {
    const res = await fetch(`${base}/portal/order/notify/alipay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body: new URLSearchParams(fields).toString(),
    });
    return { status: res.status, text: await res.text() };
  }

  async function orderStatus(s: Session, orderNo: string): Promise<string | undefined> {
    const list = await portalPost<{ records: { orderNo: string; status: string }[] }>(
      t.app,
      '/user/center/coin/order',
      {},
      s,
    );
    return list.body.data.records.find((r) => r.orderNo === orderNo)?.status;
  }

  it('payUrl is the signed alipay.trade.wap.pay address; the sandbox and the HMAC callback are gone', async () => {
    const s = await registerUser(t.app);
    const info = await order(s, 2);
    const trade = fake.open(info.payUrl);
    expect(trade).toMatchObject({
      outTradeNo: info.order.orderNo,
      totalAmount: '30.00',
      subject: '330 X钻',
      notifyUrl: `${PUBLIC_URL}/portal/order/notify/alipay`,
    });
    const url = new URL(info.payUrl);
    expect(JSON.parse(url.searchParams.get('biz_content') ?? '')).toMatchObject({
      product_code: 'QUICK_WAP_WAY',
    });
    expect(url.searchParams.get('return_url')).toBe(
      `${PUBLIC_URL}/pay/alipay/return?orderNo=${info.order.orderNo}`,
    );

    expect((await fetch(`${base}/pay/sandbox/${info.order.orderNo}`)).status).toBe(404);
    const fields = {
      orderNo: info.order.orderNo,
      amount: 3000,
      tradeNo: 'T1',
      status: 'SUCCESS',
      timestamp: Date.now(),
      nonce: 'n-hmac',
    };
    const hmac = await portalPost(t.app, '/order/notify', {
      ...fields,
      sign: signFields(fields, t.app.secrets.paymentSecret),
    });
    expect(hmac.status).toBe(404);
    expect(await ledgerCheck(t.app, s.uid)).toMatchObject({ balance: 0, entries: 0 });
  });

  it("an operator refunds an Alipay recharge: alipay.trade.refund once, the X钻 taken back once; Alipay's refusal gives them back", async () => {
    const operator = await operatorSession(t.app, 'operator');
    const refund = (orderNo: string, key: string) =>
      adminCall<{ refund: { status: string } }>(
        t.app,
        'POST',
        `/v1/admin/orders/${orderNo}/refund`,
        operator.token,
        {
          body: { reason: '误充' },
          headers: { 'idempotency-key': key },
        },
      );
    const s = await registerUser(t.app);
    const info = await order(s, 1);
    fake.open(info.payUrl);
    fake.pay(info.order.orderNo);
    expect(await deliver(fake.notification(info.order.orderNo))).toEqual({ status: 200, text: 'success' });
    expect((await ledgerCheck(t.app, s.uid)).balance).toBe(60);
    const trade = fake.trades.get(info.order.orderNo);
    if (!trade) throw new Error('the fake has no trade');

    // Alipay refuses (here: it no longer knows a successful trade): no money moved, the X钻 come back.
    trade.status = 'TRADE_CLOSED';
    const refused = await refund(info.order.orderNo, 'alipay-refund-1');
    expect(refused.body).toMatchObject({
      code: BusinessCode.Refused,
      msg: expect.stringContaining('ACQ.TRADE_NOT_EXIST'),
    });
    expect(await ledgerCheck(t.app, s.uid)).toMatchObject({ balance: 60, chainOk: true });
    expect(trade.refunds).toEqual([]);

    trade.status = 'TRADE_SUCCESS';
    const done = await refund(info.order.orderNo, 'alipay-refund-2');
    expect(done.body).toMatchObject({ code: 0, data: { refund: { status: 'refunded' } } });
    expect((await refund(info.order.orderNo, 'alipay-refund-3')).body.code).toBe(
      BusinessCode.AlreadyRefunded,
    );
    expect(trade.refunds).toEqual(['6.00']);
    expect(await ledgerCheck(t.app, s.uid)).toMatchObject({ balance: 0, chainOk: true });
  });

  it('a paid notification credits once, however often (and concurrently) it is delivered', async () => {
    const s = await registerUser(t.app);
    const info = await order(s, 3);
    fake.open(info.payUrl);
    fake.pay(info.order.orderNo);
    const notice = fake.notification(info.order.orderNo);
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(notice)));
    expect(answers.every((a) => a.status === 200 && a.text === 'success')).toBe(true);
    expect(await deliver(notice)).toEqual({ status: 200, text: 'success' });
    // Alipay's later TRADE_FINISHED notice for the same trade (another notify_id) changes nothing.
    expect(await deliver(fake.notification(info.order.orderNo, { trade_status: 'TRADE_FINISHED' }))).toEqual({
      status: 200,
      text: 'success',
    });
    expect(await ledgerCheck(t.app, s.uid)).toMatchObject({ balance: 760, entries: 1, chainOk: true });
    expect(await orderStatus(s, info.order.orderNo)).toBe('paid');
  });

  it('forged, tampered, foreign, replayed and wrong-amount notifications credit nothing', async () => {
    const s = await registerUser(t.app);
    const info = await order(s);
    const other = await order(s);
    const paidBefore = await order(s);
    for (const o of [info, other, paidBefore]) {
      fake.open(o.payUrl);
      fake.pay(o.order.orderNo);
    }
    const no = info.order.orderNo;
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const forged = await deliver(fake.notification(no, {}, stranger));
    expect(forged).toEqual({ status: 403, text: 'fail' });
    const tampered = await deliver({ ...fake.notification(no), total_amount: '0.01' });
    expect(tampered).toEqual({ status: 403, text: 'fail' });
    const foreign = await deliver(fake.notification(no, { app_id: '2021999999999999' }));
    expect(foreign).toEqual({ status: 403, text: 'fail' });
    // Signed by Alipay but for another amount: a business refusal, HTTP 200 and `fail`.
    const otherAmount = await deliver(fake.notification(no, { total_amount: '0.01' }));
    expect(otherAmount).toEqual({ status: 200, text: 'fail' });
    // A notify_id already used by one order, on another order.
    const first = fake.notification(paidBefore.order.orderNo, { notify_id: 'used-notify-id' });
    expect(await deliver(first)).toEqual({ status: 200, text: 'success' });
    const replay = await deliver(fake.notification(other.order.orderNo, { notify_id: 'used-notify-id' }));
    expect(replay).toEqual({ status: 403, text: 'fail' });
    expect(await ledgerCheck(t.app, s.uid)).toMatchObject({ balance: 60, entries: 1, chainOk: true });
    // (Read from the table: the order list would ask the fake, which knows these trades were paid.)
    const stored = await t.app.db
      .selectFrom('payment_orders')
      .select('status')
      .where('order_no', '=', no)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('pending');
  });

  it('an order whose notification never came is found by query (order list, return page) and credited once', async () => {
    const s = await registerUser(t.app);
    const info = await order(s);
    const no = info.order.orderNo;
    fake.open(info.payUrl);
    expect(await orderStatus(s, no)).toBe('pending');
    fake.pay(no);
    // Alipay sends the user back: the return page asks Alipay before showing /recharge.
    const back = await fetch(`${base}/pay/alipay/return?orderNo=${no}`, { redirect: 'manual' });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/recharge?orderNo=${no}&paid=1`);
    expect(await orderStatus(s, no)).toBe('paid');
    // The late notification and another list read change nothing.
    expect(await deliver(fake.notification(no))).toEqual({ status: 200, text: 'success' });
    expect(await orderStatus(s, no)).toBe('paid');
    expect(await ledgerCheck(t.app, s.uid)).toMatchObject({ balance: 60, entries: 1, chainOk: true });

    // Found by reading the order list alone (the recharge page's list).
    const listed = await order(s);
    fake.open(listed.payUrl);
    fake.pay(listed.order.orderNo);
    expect(await orderStatus(s, listed.order.orderNo)).toBe('paid');
    expect(await ledgerCheck(t.app, s.uid)).toMatchObject({ balance: 120, entries: 2, chainOk: true });
  });

  it('a gateway answer not signed by Alipay is not believed', async () => {
    const s = await registerUser(t.app);
    const info = await order(s);
    fake.open(info.payUrl);
    fake.pay(info.order.orderNo);
    fake.signAnswersWith(generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey);
    try {
      expect(await orderStatus(s, info.order.orderNo)).toBe('pending');
    } finally {
      fake.signAnswersWith(null);
    }
    expect(await ledgerCheck(t.app, s.uid)).toMatchObject({ balance: 0, entries: 0 });
  });
});

describe('Alipay provider: refund and settings', () => {
  let fake: AlipayFake;
  beforeAll(async () => {
    fake = await startAlipayFake();
  });
  afterAll(() => fake.close());

  function provider(): AlipayProvider {
    const settings = paymentSettingsFrom(alipayEnv(fake));
    if (settings.provider !== 'alipay') throw new Error('alipay settings expected');
    const { appId, privateKey, alipayPublicKey, gateway } = settings.alipay;
    if (!appId || !privateKey || !alipayPublicKey) throw new Error('complete settings expected');
    return new AlipayProvider({ appId, privateKey, alipayPublicKey, gateway, publicUrl: PUBLIC_URL });
  }

  it('refunds a paid trade through alipay.trade.refund; an unpaid one is refused', async () => {
    const p = provider();
    const orderNo = 'R2026112108000012345678';
    fake.open(
      p.payUrl({
        orderNo,
        amountFen: 6800,
        subject: '760 X钻',
        expireAt: new Date(Date.now() + 60_000).toISOString(),
      }),
    );
    // A stated refusal (no money moved) is told apart from an unknown outcome.
    const refused = p.refund(orderNo, 6800, '用户申请退款');
    await expect(refused).rejects.toThrow(/ACQ.TRADE_NOT_EXIST/);
    await expect(refused).rejects.toBeInstanceOf(RefundRefused);
    fake.pay(orderNo);
    expect(await p.refund(orderNo, 6800, '用户申请退款')).toMatchObject({ refundedFen: 6800 });
    expect(fake.trades.get(orderNo)?.refunds).toEqual(['68.00']);
    expect(fake.badRequests).toBe(0);
  });

  it('production needs the app id, both keys and an https PUBLIC_URL', () => {
    const problems = productionProblems(
      loadConfig({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(40), PAYMENT_PROVIDER: 'alipay' }),
    ).join('\n');
    for (const name of ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY', 'PUBLIC_URL'])
      expect(problems).toContain(name);
    const ready = productionProblems(
      loadConfig({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(40), ...alipayEnv(fake) }),
    );
    expect(ready.filter((p) => /ALIPAY|PUBLIC_URL|PAYMENT/.test(p))).toEqual(
      // The fake's gateway is plain http; Alipay's real one is https.
      ['ALIPAY_GATEWAY must be an https:// address'],
    );
    expect(() =>
      paymentSettingsFrom({ PAYMENT_PROVIDER: 'alipay', ALIPAY_PRIVATE_KEY: 'not a key' }),
    ).toThrow(/ALIPAY_PRIVATE_KEY/);
  });
});
