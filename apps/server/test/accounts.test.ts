import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueLoginToken } from '../src/modules/accounts/login-tokens.ts';
import { hashPassword, verifyPassword } from '../src/modules/accounts/password.ts';
import {
  dbKinds,
  expectContract,
  freshIp,
  portalPost,
  registerUser,
  type Session,
  startTestApp,
  type TestApp,
} from './helpers/index.ts';

const DEVICE = 'a'.repeat(32);

describe.each(dbKinds)('accounts (%s)', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ db });
  });
  afterAll(() => t?.close());

  const status = (s: Session) => portalPost(t.app, '/user/center/me', { uid: s.uid }, s);

  it('device init answers the server config with the phone auto-register switch', async () => {
    const res = await portalPost(t.app, '/user/device/init', {
      deviceID: DEVICE,
      deviceType: 'h5',
      osType: 3,
    });
    expectContract(res.body, 'ServerConfigAnswer');
    expect(res.body.data).toMatchObject({
      appID: 2008,
      channelID: '0',
      otherConfig: { 'ug.phone.login.auto.register': '1' },
    });
    const bad = await portalPost(t.app, '/user/device/init', {
      deviceID: 'short',
      deviceType: 'h5',
      osType: 3,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('参数错误：deviceID 格式不正确');
  });

  it('registers by name, logs in, and refuses a taken name', async () => {
    const reg = await portalPost(t.app, '/user/registerWithName', {
      name: '小明同学',
      password: 'secret123',
      deviceID: DEVICE,
    });
    expectContract(reg.body, 'AccountAnswer');
    expect(reg.body.data).toMatchObject({ name: '小明同学', newAccount: 1, needBind: 1, accountType: 0 });
    const again = await portalPost(
      t.app,
      '/user/registerWithName',
      { name: '小明同学', password: 'other123' },
      null,
      { ip: freshIp() },
    );
    expect(again.body).toEqual({ code: 1004, msg: '用户名已被占用', data: null });
    const login = await portalPost(t.app, '/user/login', { name: '小明同学', password: 'secret123' });
    expectContract(login.body, 'AccountAnswer');
    expect(login.body.data).toMatchObject({ newAccount: 0 });
  });

  it('answers the same for an unknown name and a wrong password', async () => {
    const u = await registerUser(t.app);
    const wrong = await portalPost(t.app, '/user/login', { name: u.name, password: 'wrongpass' }, null, {
      ip: freshIp(),
    });
    const unknown = await portalPost(
      t.app,
      '/user/login',
      { name: '没有这个人', password: 'wrongpass' },
      null,
      { ip: freshIp() },
    );
    expect(wrong.body).toEqual({ code: 1002, msg: '用户名或密码错误', data: null });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('gives the status to the owner, 401 to a guest and code 2 to a dead token', async () => {
    const u = await registerUser(t.app);
    const me = await status(u);
    expectContract(me.body, 'UserStatusAnswer');
    expect(me.body.data).toMatchObject({
      uid: u.uid,
      coinNum: 0,
      levelType: 0,
      phone: null,
      followingCount: 0,
    });
    const guest = await portalPost(t.app, '/user/center/me', { uid: u.uid });
    expect(guest.status).toBe(401);
    expect(guest.body).toMatchObject({ code: 401, msg: '未授权，请登录' });
    const forged = await status({ uid: u.uid, token: 'x'.repeat(43) });
    expect(forged.status).toBe(200);
    expect(forged.body).toMatchObject({ code: 2, msg: '登录已失效，请重新登录' });
    const logout = await portalPost(t.app, '/user/logout', {}, u);
    expect(logout.body.code).toBe(0);
    expect((await status(u)).body.code).toBe(2);
  });

  it('updates the profile and keeps names unique', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const upd = await portalPost(
      t.app,
      '/user/center/updateInfo',
      { name: `新名字${a.uid.slice(-4)}`, sex: 2, age: '20', signature: '你好' },
      a,
    );
    expectContract(upd.body, 'UserStatusAnswer');
    expect(upd.body.data).toMatchObject({ sex: 2, age: '20', signature: '你好' });
    const taken = await portalPost(t.app, '/user/center/updateInfo', { name: b.name }, a);
    expect(taken.body.code).toBe(1004);
    const bad = await portalPost(t.app, '/user/center/updateInfo', { sex: 7 }, a);
    expect(bad.status).toBe(400);
  });

  it('auto login binds one account to a device', async () => {
    const device = 'b'.repeat(32);
    const first = await portalPost<{ uid: string; name: string; newAccount: number }>(
      t.app,
      '/user/autoLogin',
      { deviceID: device },
    );
    expectContract(first.body, 'AccountAnswer');
    expect(first.body.data.name).toMatch(/^游客\d{6}$/);
    expect(first.body.data.newAccount).toBe(1);
    const second = await portalPost<{ uid: string; newAccount: number }>(t.app, '/user/autoLogin', {
      deviceID: device,
    });
    expect(second.body.data.uid).toBe(first.body.data.uid);
    expect(second.body.data.newAccount).toBe(0);
  });

  it('exchanges a one-time login token for a fresh session, once', async () => {
    const u = await registerUser(t.app);
    const token = await issueLoginToken(t.app.db, u.uid);
    const res = await portalPost<{ uid: string; token: string }>(t.app, '/user/tokenLogin', {
      token,
      deviceID: DEVICE,
    });
    expectContract(res.body, 'AccountAnswer');
    expect(res.body.data.uid).toBe(u.uid);
    expect(res.body.data.token).not.toBe(token);
    expect((await status(res.body.data)).body.code).toBe(0);
    const reuse = await portalPost(t.app, '/user/tokenLogin', { token, deviceID: DEVICE });
    expect(reuse.body.code).toBe(2);
  });

  describe('SMS codes', () => {
    let phoneN = 0;
    const newPhone = () => `1370000${String(1000 + ++phoneN + (db === 'postgres' ? 500 : 0))}`;
    const send = (phone: string, scene = 'login') =>
      portalPost(t.app, '/user/smsCode', { phone, scene }, null, { ip: freshIp() });
    /** Lets the next code be sent without waiting 60 s. */
    async function age(phone: string) {
      await t.app.cache.del(`sms-gap:${phone}`);
      await t.app.db
        .updateTable('sms_codes')
        .set({ created_at: new Date(Date.now() - 61_000).toISOString() })
        .where('phone', '=', phone)
        .execute();
    }

    it('sends a 6-digit code and logs a new phone in with auto-register', async () => {
      const phone = newPhone();
      const sent = await send(phone);
      expectContract(sent.body, 'SmsSentAnswer');
      expect(sent.body.data).toEqual({ expiresIn: 300, resendIn: 60 });
      const code = t.sms.lastCode(phone)!;
      expect(code).toMatch(/^\d{6}$/);
      const login = await portalPost<{ newAccount: number; accountType: number; loginName: string }>(
        t.app,
        '/user/loginWithPhone',
        { phone, code },
      );
      expectContract(login.body, 'AccountAnswer');
      expect(login.body.data).toMatchObject({ newAccount: 1, accountType: 1, needBind: 0 });
      expect(login.body.data.loginName).toBe(`${phone.slice(0, 3)}****${phone.slice(7)}`);
      const reuse = await portalPost(t.app, '/user/loginWithPhone', { phone, code });
      expect(reuse.body).toEqual({ code: 1003, msg: '验证码错误或已过期', data: null });
    });

    it('refuses an expired code', async () => {
      const phone = newPhone();
      await send(phone);
      await t.app.db
        .updateTable('sms_codes')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('phone', '=', phone)
        .execute();
      const res = await portalPost(t.app, '/user/loginWithPhone', { phone, code: t.sms.lastCode(phone)! });
      expect(res.body).toEqual({ code: 1003, msg: '验证码错误或已过期', data: null });
    });

    it('limits sends to one per 60 s and ten a day', async () => {
      const phone = newPhone();
      expect((await send(phone)).body.code).toBe(0);
      const tooSoon = await send(phone);
      expect(tooSoon.status).toBe(429);
      expect(tooSoon.body.msg).toBe('操作过于频繁，请稍后再试');
      for (let i = 0; i < 9; i++) {
        await age(phone);
        expect((await send(phone)).body.code).toBe(0);
      }
      await age(phone);
      const capped = await send(phone);
      expect(capped.status).toBe(429);
    });

    it('kills a code after 5 wrong tries and when a new one is sent', async () => {
      const phone = newPhone();
      await send(phone);
      const code = t.sms.lastCode(phone)!;
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) {
        expect((await portalPost(t.app, '/user/loginWithPhone', { phone, code: wrong })).body.code).toBe(
          1003,
        );
      }
      expect((await portalPost(t.app, '/user/loginWithPhone', { phone, code })).body.code).toBe(1003);
      await age(phone);
      await send(phone);
      const first = t.sms.lastCode(phone)!;
      await age(phone);
      await send(phone);
      const second = t.sms.lastCode(phone)!;
      if (first !== second) {
        expect((await portalPost(t.app, '/user/loginWithPhone', { phone, code: first })).body.code).toBe(
          1003,
        );
      }
      expect((await portalPost(t.app, '/user/loginWithPhone', { phone, code: second })).body.code).toBe(0);
    });

    it('answers the same for registered and unregistered phones; login without register refuses a new phone', async () => {
      const known = newPhone();
      await send(known);
      await portalPost(t.app, '/user/loginWithPhone', { phone: known, code: t.sms.lastCode(known)! });
      await age(known);
      const a = await send(known, 'reset');
      const unknown = newPhone();
      const b = await send(unknown, 'reset');
      expect(a.body).toEqual(b.body);
      expect(t.sms.lastCode(unknown)).toBeUndefined(); // stored but not texted: nobody to reset
      const fresh = newPhone();
      await send(fresh);
      const res = await portalPost(t.app, '/user/loginPhoneWithoutRegister', {
        phone: fresh,
        code: t.sms.lastCode(fresh)!,
      });
      expect(res.body).toEqual({ code: 1009, msg: '该手机号未注册', data: null });
    });

    it('binds a phone, resets the password with it and revokes old sessions', async () => {
      const u = await registerUser(t.app);
      const phone = newPhone();
      await send(phone, 'bind');
      const bind = await portalPost(t.app, '/user/bind', { phone, code: t.sms.lastCode(phone)! }, u);
      expectContract(bind.body, 'UserStatusAnswer');
      expect(bind.body.data).toMatchObject({ phone: `${phone.slice(0, 3)}****${phone.slice(7)}` });
      await age(phone);
      await send(phone, 'reset');
      const reset = await portalPost(t.app, '/user/resetPassword', {
        phone,
        code: t.sms.lastCode(phone)!,
        password: 'brandnew1',
      });
      expect(reset.body.code).toBe(0);
      expect((await status(u)).body.code).toBe(2);
      const login = await portalPost(t.app, '/user/login', { name: u.name, password: 'brandnew1' }, null, {
        ip: freshIp(),
      });
      expect(login.body.code).toBe(0);
      const other = await registerUser(t.app);
      await age(phone);
      await send(phone, 'bind');
      const taken = await portalPost(t.app, '/user/bind', { phone, code: t.sms.lastCode(phone)! }, other);
      expect(taken.body.code).toBe(1009);
    });
  });

  it('rate limits logins with 429', async () => {
    const ip = freshIp();
    let last = 0;
    for (let i = 0; i < 12; i++) {
      last = (
        await portalPost(t.app, '/user/login', { name: '不存在的人', password: 'whatever1' }, null, { ip })
      ).status;
    }
    expect(last).toBe(429);
  });
});

describe('password hashing', () => {
  it('uses scrypt at OWASP cost (N=2^17, r=8, p=1) and verifies', async () => {
    const started = performance.now();
    const hash = await hashPassword('correct horse', { N: 2 ** 17, r: 8, p: 1 });
    const ms = performance.now() - started;
    console.info(`scrypt N=2^17 r=8 p=1: ${ms.toFixed(0)} ms per hash`);
    expect(hash.startsWith('scrypt$131072$8$1$')).toBe(true);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('wrong horse', hash)).toBe(false);
  });
});
