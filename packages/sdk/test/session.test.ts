import { afterEach, describe, expect, it } from 'vitest';
import { BusinessCode } from '../src/errors.js';
import type { Notice } from '../src/session/auth.js';
import type { SessionChange } from '../src/session/session-store.js';
import { ACCOUNT, form, okReply, setup } from './support/portal-fixture.js';
import type { WireServer } from './support/wire-server.js';

let server: WireServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const paths = (s: WireServer) => s.requests.map((r) => r.path);
const bodyOf = (s: WireServer, path: string) => form(s.requests.find((r) => r.path === path)?.body ?? '');

describe('start-up', () => {
  it('emits INITIAL_SESSION as guest 游客 and runs device init (h5, osType 3) and start-up init', async () => {
    const t = await setup();
    server = t.server;
    const events: SessionChange[] = [];
    t.portal.onSessionChange((c) => events.push(c));
    const result = await t.portal.start();
    expect(result).toEqual({ init: { code: 0, msg: 'SDK初始化成功' }, loggedIn: false, error: null });
    expect(events[0]).toMatchObject({
      event: 'INITIAL_SESSION',
      session: { loggedIn: false, account: { name: '游客' } },
    });
    const init = bodyOf(t.server, '/portal/user/device/init');
    expect(init).toMatchObject({ appID: '2008', channelID: '0', deviceType: 'h5', osType: '3' });
    expect(init.deviceID).toMatch(/^[0-9a-f]{32}$/);
    expect(t.storage.snapshot().h5_device_id).toBe(init.deviceID);
    expect(bodyOf(t.server, '/portal/user/init')).toEqual({ channelID: '0', appID: '2008' });
    expect(t.portal.serverConfig()?.otherConfig['ug.phone.login.auto.register']).toBe('1');
    // A guest fetches neither status nor messages.
    expect(paths(t.server)).not.toContain('/portal/user/center/me');
  });
  it("reuses the stored device id and reports 'SDK初始化失败' on a refused or empty init", async () => {
    const t = await setup({}, { '/portal/user/device/init': { json: { code: 1, msg: 'no', data: null } } });
    server = t.server;
    expect(await t.portal.device.init()).toMatchObject({
      code: 1,
      msg: 'SDK初始化失败',
      error: { kind: 'api', code: BusinessCode.Refused, message: 'no' },
    });
    t.server.handle(() => okReply(null));
    expect(await t.portal.device.init()).toMatchObject({
      code: 1,
      msg: 'SDK初始化失败',
      error: { kind: 'unknown' },
    });
    const ids = t.server.requests.map((r) => form(r.body).deviceID);
    expect(ids[0]).toBe(ids[1]);
  });
  it("fails with 'SDK初始化失败，设备号获取失败' when no device id can be had", async () => {
    const { memoryStorage } = await import('../src/storage/memory.js');
    const broken = { ...memoryStorage(), setItem: () => Promise.reject(new Error('quota')) };
    const t = await setup({ storage: broken });
    server = t.server;
    expect(await t.portal.device.init()).toMatchObject({ code: 1, msg: 'SDK初始化失败，设备号获取失败' });
    expect(t.server.requests).toEqual([]);
  });
  it('stops the start-up sequence when device init fails: no start-up init, no token login', async () => {
    const t = await setup(
      { platform: { locationSearch: () => '?token=tok-9' } },
      { '/portal/user/device/init': { json: { code: 1, msg: 'no', data: null } } },
    );
    server = t.server;
    const started = await t.portal.start();
    expect(started).toMatchObject({ init: { code: 1, msg: 'SDK初始化失败' }, loggedIn: false });
    expect(started.error).toBe(started.init.error);
    expect(paths(t.server)).toEqual(['/portal/user/device/init']);
  });
  it('stops the start-up sequence when no device id can be had', async () => {
    const { memoryStorage } = await import('../src/storage/memory.js');
    const broken = { ...memoryStorage(), setItem: () => Promise.reject(new Error('quota')) };
    const t = await setup({ storage: broken });
    server = t.server;
    expect((await t.portal.start()).init).toMatchObject({ code: 1, msg: 'SDK初始化失败，设备号获取失败' });
    expect(t.server.requests).toEqual([]);
  });
  it('captures code and inviteCode from the address and sends them to start-up init', async () => {
    const t = await setup({ platform: { locationSearch: () => '?code=ch9&inviteCode=INV7' } });
    server = t.server;
    await t.portal.start();
    expect(bodyOf(t.server, '/portal/user/init')).toEqual({
      channelID: 'ch9',
      inviteCode: 'INV7',
      appID: '2008',
    });
    expect(await t.portal.codes.read()).toEqual({ channelCode: 'ch9', inviteCode: 'INV7' });
    await t.portal.codes.clear();
    expect(await t.portal.codes.read()).toEqual({ channelCode: null, inviteCode: null });
  });
  it('only logs a refused start-up init', async () => {
    const t = await setup({}, { '/portal/user/init': { json: { code: 1, msg: '渠道已停用', data: null } } });
    server = t.server;
    const notices: Notice[] = [];
    t.portal.onNotify((n) => notices.push(n));
    await t.portal.start();
    expect(t.log.lines.some((l) => l.message.includes('渠道已停用'))).toBe(true);
    expect(notices).toEqual([]);
  });
  it('a token in the address logs in with token, channelID and deviceID', async () => {
    const t = await setup(
      { platform: { locationSearch: () => '?token=abc&code=ch2' } },
      { '/portal/user/tokenLogin': okReply(ACCOUNT) },
    );
    server = t.server;
    expect((await t.portal.start()).loggedIn).toBe(true);
    const body = bodyOf(t.server, '/portal/user/tokenLogin');
    expect(body).toMatchObject({ token: 'abc', channelID: 'ch2' });
    expect(body.deviceID).toMatch(/^[0-9a-f]{32}$/);
  });
  it('a refused token login does nothing', async () => {
    const t = await setup(
      { platform: { locationSearch: () => '?token=bad' } },
      { '/portal/user/tokenLogin': { json: { code: 2, msg: 'x', data: null } } },
    );
    server = t.server;
    const notices: Notice[] = [];
    t.portal.onNotify((n) => notices.push(n));
    expect((await t.portal.start()).loggedIn).toBe(false);
    expect(notices).toEqual([]);
    expect(t.portal.session.getState().account.name).toBe('游客');
  });
  it('when already logged in, refreshes the status and fetches the message list by uid', async () => {
    const t = await setup({}, {}, { userInfo: JSON.stringify(ACCOUNT) });
    server = t.server;
    await t.portal.start();
    expect(t.portal.session.getState()).toMatchObject({
      loggedIn: true,
      status: { coinNum: 50, levelType: 0 },
    });
    expect(bodyOf(t.server, '/portal/user/center/me')).toMatchObject({ uid: '1001' });
    expect(bodyOf(t.server, '/portal/user/center/message/all')).toMatchObject({ uid: '1001' });
    expect(t.portal.inbox.getState().total).toBe(3);
  });
});

describe('login', () => {
  it('stores the account, welcomes by name, fetches the status and loads the tags', async () => {
    const t = await setup();
    server = t.server;
    const events: string[] = [];
    const notices: Notice[] = [];
    t.portal.onSessionChange((c) => events.push(c.event));
    t.portal.onNotify((n) => notices.push(n));
    const { data, error } = await t.portal.auth.loginWithName({ name: 'axing', password: 'secret1' });
    expect(error).toBeNull();
    expect(data?.uid).toBe('1001');
    expect(notices).toEqual([{ type: 'success', message: '欢迎回来:阿星' }]);
    // A listener added after creation first hears the session restored then (a guest's here).
    expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_IN', 'STATUS_UPDATED']);
    expect(JSON.parse(t.storage.snapshot().userInfo ?? '{}')).toMatchObject({
      uid: '1001',
      token: 'tok-1',
      name: '阿星',
    });
    expect(paths(t.server)).toEqual(
      expect.arrayContaining(['/portal/user/login', '/portal/user/center/me', '/api/v1/square/tag/list']),
    );
    expect(t.portal.session.getState().status?.coinNum).toBe(50);
  });
  it('a refused login changes nothing', async () => {
    const t = await setup(
      {},
      { '/portal/user/login': { json: { code: 1002, msg: '用户名或密码错误', data: null } } },
    );
    server = t.server;
    const { error } = await t.portal.auth.loginWithName({ name: 'a', password: 'b' });
    expect(error?.message).toBe('用户名或密码错误');
    expect(t.portal.session.getState().loggedIn).toBe(false);
  });
  it('phone login auto-registers with inviteCode and channelID', async () => {
    const t = await setup(
      { platform: { locationSearch: () => '?inviteCode=INV1&code=c5' } },
      { '/portal/user/loginWithPhone': okReply(ACCOUNT) },
    );
    server = t.server;
    await t.portal.start();
    await t.portal.auth.loginWithPhone({ phone: '13812345678', code: '123456' });
    expect(bodyOf(t.server, '/portal/user/loginWithPhone')).toMatchObject({
      phone: '13812345678',
      code: '123456',
      inviteCode: 'INV1',
      channelID: 'c5',
    });
    expect(paths(t.server)).not.toContain('/portal/user/loginPhoneWithoutRegister');
  });
  it("uses the login-without-register call when the server config says '0'", async () => {
    const t = await setup(
      {},
      {
        '/portal/user/device/init': okReply({
          appID: 2008,
          channelID: '0',
          otherConfig: { 'ug.phone.login.auto.register': '0' },
          serverTime: '2026-11-21T00:00:00.000Z',
        }),
        '/portal/user/loginPhoneWithoutRegister': okReply(ACCOUNT),
      },
    );
    server = t.server;
    await t.portal.start();
    await t.portal.auth.loginWithPhone({ phone: '13812345678', code: '123456' });
    expect(paths(t.server)).toContain('/portal/user/loginPhoneWithoutRegister');
    expect(paths(t.server)).not.toContain('/portal/user/loginWithPhone');
  });
  it('the config can switch auto-register off too', async () => {
    const t = await setup(
      { otherConfig: { 'ug.phone.login.auto.register': 0 } },
      { '/portal/user/loginPhoneWithoutRegister': okReply(ACCOUNT) },
    );
    server = t.server;
    await t.portal.auth.loginWithPhone({ phone: '13812345678', code: '123456' });
    expect(paths(t.server)[0]).toBe('/portal/user/loginPhoneWithoutRegister');
  });
  it('register forwards the invite code (empty by default) and channel', async () => {
    const t = await setup({}, { '/portal/user/registerWithName': okReply(ACCOUNT) });
    server = t.server;
    await t.portal.auth.register({ name: 'newbie', password: 'secret1' });
    expect(bodyOf(t.server, '/portal/user/registerWithName')).toMatchObject({
      name: 'newbie',
      inviteCode: '',
      channelID: '0',
    });
  });
  it('auto login sends the device id', async () => {
    const t = await setup({}, { '/portal/user/autoLogin': okReply(ACCOUNT) });
    server = t.server;
    const id = await t.portal.device.id();
    expect((await t.portal.auth.autoLogin()).data?.uid).toBe('1001');
    expect(bodyOf(t.server, '/portal/user/autoLogin').deviceID).toBe(id);
  });
});

describe('logout', () => {
  it('goes back to guest defaults locally without a server call when told not to revoke', async () => {
    const t = await setup();
    server = t.server;
    await t.portal.auth.loginWithName({ name: 'axing', password: 'x' });
    const events: string[] = [];
    t.portal.onSessionChange((c) => events.push(c.event));
    expect(await t.portal.auth.logout({ revoke: false })).toEqual({ data: null, error: null });
    expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_OUT']);
    expect(t.portal.session.getState()).toMatchObject({
      loggedIn: false,
      status: null,
      account: { name: '游客', uid: '', token: '', accountType: 0, sex: 0 },
    });
    expect(paths(t.server)).not.toContain('/portal/user/logout');
    expect(t.storage.snapshot().userInfo).toBeUndefined();
  });
  it('revokes the token on the server by default, with the session headers, after the local logout', async () => {
    const expired: string[] = [];
    // The server marks the revoke's answer when the token was already dead: that is no expiry.
    const t = await setup(
      { onSessionExpired: () => expired.push('expired') },
      {
        '/portal/user/logout': {
          json: { code: 0, msg: '已退出登录', data: null },
          headers: { 'x-session-invalid': '1' },
        },
      },
    );
    server = t.server;
    await t.portal.auth.loginWithName({ name: 'axing', password: 'x' });
    const events: string[] = [];
    t.portal.onSessionChange((c) => events.push(c.event));
    const logout = t.portal.auth.logout();
    expect(t.portal.session.getState().loggedIn).toBe(false);
    // The server's words come along, for a host that says the logout out loud.
    expect(await logout).toEqual({ data: null, error: null, msg: '已退出登录' });
    const req = t.server.requests.find((r) => r.path === '/portal/user/logout');
    expect(req?.headers).toMatchObject({ 'ug-uid': '1001', 'ug-token': 'tok-1' });
    expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_OUT']);
    expect(expired).toEqual([]);
  });
  it('logs out locally even when the revoke fails, and hands back why', async () => {
    const t = await setup(
      {},
      { '/portal/user/logout': { status: 503, json: { code: 503, msg: '服务不可用' } } },
    );
    server = t.server;
    await t.portal.auth.loginWithName({ name: 'axing', password: 'x' });
    const { error } = await t.portal.auth.logout();
    expect(error).toMatchObject({ kind: 'http', status: 503 });
    expect(t.portal.session.getState().loggedIn).toBe(false);
    expect(t.storage.snapshot().userInfo).toBeUndefined();
  });
});

describe('tags', () => {
  it('are fetched once and cached', async () => {
    const t = await setup();
    server = t.server;
    expect((await t.portal.tags()).data).toEqual([{ id: 1, tag: '攻略' }]);
    expect((await t.portal.tags()).data).toEqual([{ id: 1, tag: '攻略' }]);
    expect(paths(t.server).filter((p) => p.endsWith('/tag/list'))).toHaveLength(1);
  });
  it('hand back the failure, and are tried again next time', async () => {
    const t = await setup({}, { '/api/v1/square/tag/list': { status: 500, json: { code: 500, msg: 'x' } } });
    server = t.server;
    expect((await t.portal.tags()).error).toMatchObject({ kind: 'http', status: 500 });
    t.server.handle(() => okReply([{ id: 2, tag: '闲聊' }]));
    expect((await t.portal.tags()).data).toEqual([{ id: 2, tag: '闲聊' }]);
  });
});

describe('SMS code', () => {
  it('asks for a login code by default, or the given scene', async () => {
    const t = await setup();
    server = t.server;
    await t.portal.auth.sendSmsCode('13812345678');
    await t.portal.auth.sendSmsCode('13812345678', 'bind');
    expect(t.server.requests.map((r) => form(r.body))).toEqual([
      { phone: '13812345678', scene: 'login', appID: '2008', channelID: '0' },
      { phone: '13812345678', scene: 'bind', appID: '2008', channelID: '0' },
    ]);
  });
});

describe('the stored session', () => {
  const stored = { userInfo: JSON.stringify(ACCOUNT) };
  const expiredAnswer = { json: { code: 2, msg: '登录已失效，请重新登录', data: null } };

  it('is there as soon as createPortal returns, and the first call carries it', async () => {
    const t = await setup({}, {}, stored);
    server = t.server;
    expect(t.portal.session.getState()).toMatchObject({ initialized: true, loggedIn: true });
    expect(t.portal.session.identity()).toEqual({ uid: '1001', token: 'tok-1' });
    await t.portal.api.games.listGames();
    const req = t.server.requests.find((r) => r.path === '/portal/web/game/list');
    expect(req?.headers).toMatchObject({ 'ug-uid': '1001', 'ug-token': 'tok-1' });
  });

  it('is checked with the server once: ready() loads the status, start() does not ask again', async () => {
    const t = await setup({}, {}, stored);
    server = t.server;
    expect((await t.portal.ready()).status?.coinNum).toBe(50);
    await t.portal.start();
    expect(paths(t.server).filter((p) => p === '/portal/user/center/me')).toHaveLength(1);
  });

  it('that the server no longer accepts logs out at creation (SESSION_EXPIRED, onSessionExpired once)', async () => {
    let expired = 0;
    const t = await setup(
      { onSessionExpired: () => expired++ },
      { '/portal/user/center/me': expiredAnswer },
      stored,
    );
    server = t.server;
    const events: string[] = [];
    t.portal.onSessionChange((c) => events.push(c.event));
    expect((await t.portal.ready()).loggedIn).toBe(false);
    expect(events).toEqual(['INITIAL_SESSION', 'SESSION_EXPIRED']);
    expect(expired).toBe(1);
    expect(t.storage.snapshot().userInfo).toBeUndefined();
  });

  it('is kept when the check cannot reach the server', async () => {
    const t = await setup({}, { '/portal/user/center/me': { status: 502, text: 'bad gateway' } }, stored);
    server = t.server;
    expect((await t.portal.ready()).loggedIn).toBe(true);
  });

  it('dies on a public call the server marks x-session-invalid, whatever its answer', async () => {
    let expired = 0;
    const t = await setup(
      { onSessionExpired: () => expired++ },
      {
        '/portal/web/game/list': {
          json: { code: 0, msg: 'ok', data: { records: [], total: 0, currentPage: 1, pageSize: 20 } },
          headers: { 'x-session-invalid': '1' },
        },
      },
      stored,
    );
    server = t.server;
    await t.portal.ready();
    const { error } = await t.portal.api.games.listGames();
    expect(error).toBeNull();
    expect(t.portal.session.getState().loggedIn).toBe(false);
    expect(expired).toBe(1);
    // The next public call goes out as a guest's.
    await t.portal.api.games.listGames();
    expect(t.server.requests.at(-1)?.headers['ug-token']).toBeUndefined();
  });

  it('from an asynchronous storage is waited for by calls made before it was read', async () => {
    const t = await setup();
    server = t.server;
    const { createPortal } = await import('../src/index.js');
    const slow = {
      getItem: (key: string) =>
        new Promise<string | null>((resolve) =>
          setTimeout(() => resolve(key === 'userInfo' ? stored.userInfo : null), 50),
        ),
      setItem: async () => {},
      removeItem: async () => {},
    };
    const portal = createPortal({ baseUrl: t.server.origin, storage: slow, logger: t.log.logger });
    expect(portal.session.getState().initialized).toBe(false);
    await portal.api.games.listGames();
    const req = t.server.requests.find((r) => r.path === '/portal/web/game/list');
    expect(req?.headers['ug-token']).toBe('tok-1');
  });
});
