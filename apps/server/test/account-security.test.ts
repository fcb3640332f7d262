import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountClock, purgeDueAccounts } from '../src/modules/accounts/deletion.ts';
import { deviceNameOf } from '../src/modules/accounts/device-name.ts';
import {
  apiCall,
  dbKinds,
  freshIp,
  portalPost,
  registerUser,
  type Session,
  startTestApp,
  type TestApp,
} from './helpers/index.ts';
import { grant } from './wallet-fixtures.ts';

type Device = { id: string; deviceName: string; lastActive: string; createTime: string; current: boolean };
const DAY = 86_400_000;
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/** A name login from a given browser. */
async function loginAs(app: FastifyInstance, name: string, password: string, userAgent: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/portal/user/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': userAgent },
    payload: new URLSearchParams({ name, password }).toString(),
    remoteAddress: freshIp(),
  });
  return res.json() as { code: number; msg: string; data: Session & { deletionCancelled?: boolean } };
}

describe('device names', () => {
  it('names phones, computers and apps from the user agent', () => {
    expect(deviceNameOf(IPHONE)).toBe('iPhone · Safari');
    expect(deviceNameOf(ANDROID)).toBe('Android Pixel 8 · Chrome');
    expect(
      deviceNameOf(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36 Edg/126.0',
      ),
    ).toBe('Windows 电脑 · Edge');
    expect(deviceNameOf(`${IPHONE} MicroMessenger/8.0.49`)).toBe('iPhone · 微信');
    expect(deviceNameOf(null)).toBe('未知设备');
    expect(deviceNameOf('curl/8.0')).toBe('未知设备');
  });
});

describe.each(dbKinds)('signed-in devices and account deletion (%s)', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ db });
  });
  afterAll(() => t.close());
  afterEach(() => {
    accountClock.now = () => new Date();
  });

  it('lists my sessions with device names, this one first; signs out one, then all others', async () => {
    const u = await registerUser(t.app);
    const phone = await loginAs(t.app, u.name, u.password, IPHONE);
    const android = await loginAs(t.app, u.name, u.password, ANDROID);
    const list = await portalPost<Device[]>(t.app, '/user/session/list', {}, phone.data);
    expect(list.body.data).toHaveLength(3);
    expect(list.body.data[0]).toMatchObject({ deviceName: 'iPhone · Safari', current: true });
    expect(list.body.data.filter((d) => d.current)).toHaveLength(1);
    expect(list.body.data.map((d) => d.deviceName)).toContain('Android Pixel 8 · Chrome');
    const other = list.body.data.find((d) => d.deviceName.startsWith('Android'));
    if (!other) throw new Error('no android session');
    const mine = list.body.data[0]?.id ?? '';
    expect((await portalPost(t.app, '/user/session/revoke', { id: mine }, phone.data)).body).toMatchObject({
      code: 1,
      msg: '当前设备请使用退出登录',
    });
    const one = await portalPost(t.app, '/user/session/revoke', { id: other.id }, phone.data);
    expect(one.body).toMatchObject({ code: 0, msg: '已下线该设备', data: { revoked: 1 } });
    // The signed-out device is refused at once (code 2), even through the session cache.
    expect((await portalPost(t.app, '/user/center/me', { uid: u.uid }, android.data)).body.code).toBe(2);
    expect((await portalPost(t.app, '/user/session/revoke', { id: other.id }, phone.data)).status).toBe(404);
    const rest = await portalPost(t.app, '/user/session/revokeOthers', {}, phone.data);
    expect(rest.body).toMatchObject({ code: 0, data: { revoked: 1 } });
    expect((await portalPost(t.app, '/user/center/me', { uid: u.uid }, u)).body.code).toBe(2);
    const left = await portalPost<Device[]>(t.app, '/user/session/list', {}, phone.data);
    expect(left.body.data.map((d) => d.current)).toEqual([true]);
    // Another user's session id is not mine to sign out.
    const stranger = await registerUser(t.app);
    expect((await portalPost(t.app, '/user/session/revoke', { id: mine }, stranger)).status).toBe(404);
  });

  it('a login during the cooling-off cancels the deletion, with a notice', async () => {
    const u = await registerUser(t.app);
    const asked = await portalPost<{ purgeTime: string; forfeitCoins: number }>(
      t.app,
      '/user/account/delete',
      { confirm: 1 },
      u,
    );
    expect(asked.body).toMatchObject({
      code: 0,
      msg: '注销申请已提交，7天内登录可撤销',
      data: { forfeitCoins: 0 },
    });
    // Every session is signed out by the request.
    expect((await portalPost(t.app, '/user/center/me', { uid: u.uid }, u)).body.code).toBe(2);
    accountClock.now = () => new Date(Date.now() + 6 * DAY);
    const back = await loginAs(t.app, u.name, u.password, IPHONE);
    expect(back).toMatchObject({
      code: 0,
      msg: '登录成功，账号注销申请已撤销',
      data: { deletionCancelled: true },
    });
    const inbox = await portalPost<{ records: { title: string }[] }>(
      t.app,
      '/user/center/message/all',
      { uid: u.uid },
      back.data,
    );
    expect(inbox.body.data.records.map((m) => m.title)).toContain('账号注销申请已撤销');
    accountClock.now = () => new Date(Date.now() + 30 * DAY);
    expect(await purgeDueAccounts(t.app.db, accountClock.now())).toBe(0);
    const again = await loginAs(t.app, u.name, u.password, IPHONE);
    expect(again.code).toBe(0);
    expect(again.data.deletionCancelled).toBeUndefined();
    expect((await portalPost(t.app, '/user/account/delete', {}, again.data)).status).toBe(400);
  });

  it('after the cooling-off the account cannot log in, its posts show 已注销用户, X钻 are forfeited, the phone registers again', async () => {
    const u = await registerUser(t.app);
    // A bound phone (the bind flow's own tests are elsewhere; its SMS would hold the 60 s resend wait).
    await t.app.db.updateTable('users').set({ phone: '13812345678' }).where('uid', '=', u.uid).execute();
    await grant(t.app, u.uid, 120);
    const [tag] = await t.app.db
      .insertInto('square_tags')
      .values({ tag: '注销', sort: 0 })
      .returning('id')
      .execute();
    const post = await apiCall<{ id: number }>(t.app, 'POST', '/v1/square/post', {
      session: u,
      body: { content: '我要注销啦', tagId: tag?.id, images: [] },
    });
    const postId = post.body.data.id;
    const reader = await registerUser(t.app);
    await apiCall(t.app, 'POST', `/v1/square/post/${postId}/comment`, {
      session: u,
      body: { content: '最后一条评论' },
    });

    const asked = await portalPost<{ forfeitCoins: number }>(
      t.app,
      '/user/account/delete',
      { confirm: 1 },
      u,
    );
    expect(asked.body.data.forfeitCoins).toBe(120);
    accountClock.now = () => new Date(Date.now() + 7 * DAY + 60_000);
    const late = await loginAs(t.app, u.name, u.password, IPHONE);
    expect(late).toMatchObject({ code: 1002, msg: '用户名或密码错误' });

    const shown = await apiCall<{ author: { name: string } }>(t.app, 'GET', `/v1/square/post/${postId}`, {
      session: reader,
    });
    expect(shown.body.data.author.name).toBe('已注销用户');
    const comments = await apiCall<{ records: { author: { name: string }; content: string }[] }>(
      t.app,
      'GET',
      `/v1/square/post/${postId}/comment/list`,
      { query: { currentPage: 1, pageSize: 10 }, session: reader },
    );
    expect(comments.body.data.records.map((c) => [c.author.name, c.content])).toEqual([
      ['已注销用户', '最后一条评论'],
    ]);
    const ledger = await t.app.db
      .selectFrom('coin_ledger')
      .select(['amount', 'kind'])
      .where('uid', '=', u.uid)
      .orderBy('id')
      .execute();
    expect(ledger.at(-1)).toEqual({ amount: -120, kind: 'forfeit' });
    expect(
      await t.app.db.selectFrom('users').select('uid').where('uid', '=', u.uid).executeTakeFirst(),
    ).toBeUndefined();
    expect(await t.app.db.selectFrom('sessions').select('uid').where('uid', '=', u.uid).execute()).toEqual(
      [],
    );

    // The phone number and the name are free again: a new account, a new uid.
    expect(
      (await portalPost(t.app, '/user/smsCode', { phone: '13812345678', scene: 'login' })).body.code,
    ).toBe(0);
    const fresh = await portalPost<{ uid: string; newAccount: number }>(t.app, '/user/loginWithPhone', {
      phone: '13812345678',
      code: t.sms.lastCode('13812345678') ?? '',
    });
    expect(fresh.body.data.newAccount).toBe(1);
    expect(fresh.body.data.uid).not.toBe(u.uid);
    expect((await registerUser(t.app, { name: u.name })).uid).not.toBe(u.uid);
  });
});
