import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signFields } from '../src/modules/wallet/signing.ts';
import {
  dbKinds,
  portalPost,
  registerUser,
  type Session,
  startTestApp,
  type TestApp,
} from './helpers/index.ts';
import { httpPortal, ledgerCheck, listen } from './wallet-fixtures.ts';

type PayInfo = { order: { orderNo: string; amount: number; coins: number; status: string }; payUrl: string };

describe.each(dbKinds)('recharge through the sandbox provider (%s)', (db) => {
  let t: TestApp;
  let base: string;
  const secret = 'payments-test-secret';
  beforeAll(async () => {
    t = await startTestApp({ db, env: { PAYMENT_SECRET: secret } });
    base = await listen(t.app);
  });
  afterAll(() => t.close());

  async function order(s: Session, packageId = 1): Promise<PayInfo> {
    const res = await portalPost<PayInfo>(t.app, '/order/payInfo', { packageId }, s);
    expect(res.body.code).toBe(0);
    return res.body.data;
  }

  function callback(orderNo: string, amount: number, key = secret) {
    const fields = {
      orderNo,
      amount,
      tradeNo: `T${orderNo}`,
      status: 'SUCCESS',
      timestamp: Date.now(),
      nonce: 'abc123',
    };
    return { ...fields, sign: signFields(fields, key) };
  }

  it('lists the packages', async () => {
    const res = await portalPost<{ id: number; amount: number; coins: number; bonus: number }[]>(
      t.app,
      '/order/packages',
    );
    expect(res.body.data[0]).toMatchObject({ id: 1, amount: 600, coins: 60, bonus: 0 });
    expect(res.body.data[1]).toMatchObject({ amount: 3000, coins: 330, bonus: 30 });
  });

  it('pays through the sandbox page: confirm credits X钻 and returns to /recharge', async () => {
    const s = await registerUser(t.app);
    const info = await order(s, 2);
    expect(info.payUrl).toBe(`/pay/sandbox/${info.order.orderNo}`);
    expect(info.order).toMatchObject({ amount: 3000, coins: 330, status: 'pending' });
    const page = await fetch(`${base}${info.payUrl}`);
    const html = await page.text();
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('¥30.00');
    expect(html).toContain('确认支付');
    expect(html).toContain('取消');
    expect(html).not.toContain('<script');
    const confirm = await fetch(`${base}${info.payUrl}/confirm`, { method: 'POST', redirect: 'manual' });
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get('location')).toBe(`/recharge?orderNo=${info.order.orderNo}&paid=1`);
    expect(await ledgerCheck(t.app, s.uid)).toMatchObject({ balance: 330, sum: 330, chainOk: true });
    const orders = await portalPost<{ records: { orderNo: string; status: string }[] }>(
      t.app,
      '/user/center/coin/order',
      {},
      s,
    );
    expect(orders.body.data.records[0]).toMatchObject({ orderNo: info.order.orderNo, status: 'paid' });
    const paidPage = await (await fetch(`${base}${info.payUrl}`)).text();
    expect(paidPage).toContain('订单已支付');
  });

  it('cancel closes the order; it can no longer be paid', async () => {
    const s = await registerUser(t.app);
    const info = await order(s);
    const cancel = await fetch(`${base}${info.payUrl}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancel.headers.get('location')).toBe(`/recharge?orderNo=${info.order.orderNo}&paid=0`);
    const late = await httpPortal(base, '/order/notify', callback(info.order.orderNo, 600));
    expect(late.body.code).toBe(1);
    expect(await ledgerCheck(t.app, s.uid)).toMatchObject({ balance: 0, entries: 0 });
  });

  it('50 concurrent deliveries of one callback credit exactly once', async () => {
    const s = await registerUser(t.app);
    const info = await order(s, 3);
    const body = callback(info.order.orderNo, 6800);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => httpPortal(base, '/order/notify', body)),
    );
    expect(answers.every((a) => a.body.code === 0)).toBe(true);
    expect(await ledgerCheck(t.app, s.uid)).toMatchObject({
      balance: 760,
      sum: 760,
      entries: 1,
      chainOk: true,
    });
  });

  it('refuses forged and tampered callbacks and credits nothing', async () => {
    const s = await registerUser(t.app);
    const info = await order(s);
    const no = info.order.orderNo;
    const forged = await httpPortal(base, '/order/notify', callback(no, 600, 'not-the-secret'));
    expect(forged.status).toBe(403);
    const good = callback(no, 600);
    // Change the last character so the order number always differs from the signed one.
    const otherNo = `${no.slice(0, -1)}${no.endsWith('9') ? '8' : '9'}`;
    const tampered = await httpPortal(base, '/order/notify', { ...good, orderNo: otherNo });
    expect(tampered.status).toBe(403);
    const noSign = await httpPortal(base, '/order/notify', { ...good, sign: '0'.repeat(64) });
    expect(noSign.status).toBe(403);
    // A correctly signed notice for another amount is still refused: the order's price is what counts.
    const otherAmount = await httpPortal(base, '/order/notify', callback(no, 1));
    expect(otherAmount.body.code).not.toBe(0);
    expect(await ledgerCheck(t.app, s.uid)).toMatchObject({ balance: 0, entries: 0 });
    const orders = await portalPost<{ records: { status: string }[] }>(
      t.app,
      '/user/center/coin/order',
      {},
      s,
    );
    expect(orders.body.data.records[0]?.status).toBe('pending');
  });

  it('an unpaid order expires after 30 minutes and cannot be paid', async () => {
    const s = await registerUser(t.app);
    const info = await order(s);
    await t.app.db
      .updateTable('payment_orders')
      .set({ expire_at: new Date(Date.now() - 1000).toISOString() })
      .where('order_no', '=', info.order.orderNo)
      .execute();
    const late = await httpPortal(base, '/order/notify', callback(info.order.orderNo, 600));
    expect(late.body).toMatchObject({ code: 1, msg: '订单已过期' });
    const page = await (await fetch(`${base}${info.payUrl}`)).text();
    expect(page).toContain('订单已过期');
    const orders = await portalPost<{ records: { status: string }[] }>(
      t.app,
      '/user/center/coin/order',
      {},
      s,
    );
    expect(orders.body.data.records[0]?.status).toBe('expired');
    expect(await ledgerCheck(t.app, s.uid)).toMatchObject({ balance: 0, entries: 0 });
  });

  it('created orders expire 30 minutes after creation', async () => {
    const s = await registerUser(t.app);
    const info = await order(s);
    const row = await t.app.db
      .selectFrom('payment_orders')
      .select(['created_at', 'expire_at'])
      .where('order_no', '=', info.order.orderNo)
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expire_at) - Date.parse(row.created_at)).toBe(30 * 60 * 1000);
  });

  it('guests cannot create orders; unknown packages are 404', async () => {
    expect((await portalPost(t.app, '/order/payInfo', { packageId: 1 })).status).toBe(401);
    const s = await registerUser(t.app);
    expect((await portalPost(t.app, '/order/payInfo', { packageId: 99 }, s)).status).toBe(404);
  });
});
