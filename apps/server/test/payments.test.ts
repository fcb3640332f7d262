import { randomBytes } from 'node:crypto';
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

  function callback(
    orderNo: string,
    amount: number,
    key = secret,
    more: { nonce?: string; timestamp?: number } = {},
  ) {
    const fields = {
      orderNo,
      amount,
      tradeNo: `T${orderNo}`,
      status: 'SUCCESS',
      timestamp: more.timestamp ?? Date.now(),
      nonce: more.nonce ?? randomBytes(8).toString('hex'),
    };
    return { ...fields, sign: signFields(fields, key) };
  }

  /** The pay page's address with another capability (or none). */
  function withToken(payUrl: string, token: string | null): string {
    const url = new URL(payUrl, 'http://x');
    if (token === null) url.searchParams.delete('token');
    else url.searchParams.set('token', token);
    return `${url.pathname}${url.search}`;
  }

  /** The confirm (or cancel) action of a pay page address, keeping its capability. */
  function action(payUrl: string, what: 'confirm' | 'cancel'): string {
    const url = new URL(payUrl, 'http://x');
    return `${url.pathname}/${what}${url.search}`;
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
    expect(info.payUrl).toMatch(new RegExp(`^/pay/sandbox/${info.order.orderNo}\\?token=[0-9a-f]{64}$`));
    expect(info.order).toMatchObject({ amount: 3000, coins: 330, status: 'pending' });
    const page = await fetch(`${base}${info.payUrl}`);
    const html = await page.text();
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('¥30.00');
    expect(html).toContain('确认支付');
    expect(html).toContain('取消');
    expect(html).not.toContain('<script');
    const confirm = await fetch(`${base}${action(info.payUrl, 'confirm')}`, {
      method: 'POST',
      redirect: 'manual',
    });
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
    const cancel = await fetch(`${base}${action(info.payUrl, 'cancel')}`, {
      method: 'POST',
      redirect: 'manual',
    });
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
    expect(forged.body).toMatchObject({ code: 403, msg: '签名校验失败' });
    const good = callback(no, 600);
    // Change the last character so the order number always differs from the signed one.
    const otherNo = `${no.slice(0, -1)}${no.endsWith('9') ? '8' : '9'}`;
    const tampered = await httpPortal(base, '/order/notify', { ...good, orderNo: otherNo });
    expect(tampered.status).toBe(403);
    const noSign = await httpPortal(base, '/order/notify', { ...good, sign: '0'.repeat(64) });
    expect(noSign.status).toBe(403);
    // A correctly signed notice for another amount is still refused: the order's price is what counts.
    const otherAmount = await httpPortal(base, '/order/notify', callback(no, 1));
    // A verified notice the order cannot take is a business refusal: HTTP 200, code 1 (the contract's rule).
    expect(otherAmount.status).toBe(200);
    expect(otherAmount.body).toMatchObject({ code: 1, msg: '订单金额不一致' });
    // The nonce is signed: another nonce under a valid signature is a tampered notice.
    const otherNonce = await httpPortal(base, '/order/notify', { ...good, nonce: 'another-nonce' });
    expect(otherNonce.status).toBe(403);
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
    expect(late.status).toBe(200);
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

  it('a used nonce is refused for another order; the same notice delivered again answers success, credits once', async () => {
    const s = await registerUser(t.app);
    const first = await order(s);
    const second = await order(s);
    const notice = callback(first.order.orderNo, 600, secret, { nonce: 'nonce-used-once' });
    expect((await httpPortal(base, '/order/notify', notice)).body.code).toBe(0);
    const again = await httpPortal(base, '/order/notify', notice);
    expect(again.body.code).toBe(0);
    const replay = await httpPortal(
      base,
      '/order/notify',
      callback(second.order.orderNo, 600, secret, { nonce: 'nonce-used-once' }),
    );
    expect(replay.status).toBe(403);
    expect(replay.body).toMatchObject({ code: 403, msg: '回调重复' });
    expect(await ledgerCheck(t.app, s.uid)).toMatchObject({ balance: 60, entries: 1, chainOk: true });
  });

  it('refuses a notice signed too long ago or too far in the future', async () => {
    const s = await registerUser(t.app);
    const info = await order(s);
    const no = info.order.orderNo;
    for (const timestamp of [Date.now() - 11 * 60_000, Date.now() + 6 * 60_000]) {
      const answer = await httpPortal(base, '/order/notify', callback(no, 600, secret, { timestamp }));
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ code: 403, msg: '回调已过期' });
    }
    expect(await ledgerCheck(t.app, s.uid)).toMatchObject({ balance: 0, entries: 0 });
  });

  it("the pay page, confirm and cancel need the order's capability from payUrl", async () => {
    const s = await registerUser(t.app);
    const info = await order(s);
    const no = info.order.orderNo;
    const wrong = '0'.repeat(64);
    for (const url of [withToken(info.payUrl, null), withToken(info.payUrl, wrong)]) {
      const page = await fetch(`${base}${url}`);
      expect(page.status).toBe(403);
      expect(await page.text()).not.toContain('确认支付');
      for (const what of ['confirm', 'cancel'] as const) {
        const res = await fetch(`${base}${action(url, what)}`, { method: 'POST', redirect: 'manual' });
        expect(res.status).toBe(403);
      }
    }
    // Another order's capability opens nothing either.
    const other = await order(s);
    const borrowed = new URL(other.payUrl, 'http://x').searchParams.get('token');
    const res = await fetch(`${base}${action(withToken(info.payUrl, borrowed), 'confirm')}`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(res.status).toBe(403);
    const orders = await portalPost<{ records: { orderNo: string; status: string }[] }>(
      t.app,
      '/user/center/coin/order',
      {},
      s,
    );
    expect(orders.body.data.records.find((r) => r.orderNo === no)?.status).toBe('pending');
    expect(await ledgerCheck(t.app, s.uid)).toMatchObject({ balance: 0, entries: 0 });
  });
});
