import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { BusinessCode, isPortalError } from '../src/errors.js';
import type { SessionChange } from '../src/session/session-store.js';
import { SESSION_ANSWER_MAX_BYTES } from '../src/transport/middleware.js';
import { okReply, setup } from './support/portal-fixture.js';
import type { WireServer } from './support/wire-server.js';

let server: WireServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('timeout', () => {
  it('is 30 seconds by default', async () => {
    const t = await setup();
    server = t.server;
    expect(t.portal.config.timeoutMs).toBe(30_000);
  });
  it('ends a stalled call after the configured time with a timeout error reading 请求超时', async () => {
    const t = await setup({ timeoutMs: 150 }, { '/portal/web/home': { json: { code: 0 }, delayMs: 5000 } });
    server = t.server;
    const started = Date.now();
    const { data, error } = await t.portal.api.content.getHome();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(data).toBeNull();
    expect(error).toMatchObject({ kind: 'timeout', status: 0, message: '请求超时', retryable: true });
    expect(isPortalError(error)).toBe(true);
  });
  it('lets a call that answers in time through', async () => {
    const t = await setup(
      { timeoutMs: 1000 },
      { '/portal/web/home': { ...okReply({ banners: [] }), delayMs: 50 } },
    );
    server = t.server;
    expect((await t.portal.api.content.getHome()).data).toEqual({ banners: [] });
  });
});

describe('cancellation', () => {
  it('ends a cancelled call with a cancelled error carrying the cancellation message', async () => {
    const t = await setup({}, { '/portal/web/home': { json: { code: 0 }, delayMs: 5000 } });
    server = t.server;
    const controller = new AbortController();
    const call = t.portal.api.content.getHome({ signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect((await call).error).toMatchObject({ kind: 'cancelled', message: '请求已取消' });
  });
  it('cancelAll ends every pending call with a cancelled error', async () => {
    const t = await setup({}, { '/portal/web/home': { json: { code: 0 }, delayMs: 5000 } });
    server = t.server;
    const calls = [1, 2, 3].map(() => t.portal.api.content.getHome());
    await new Promise((r) => setTimeout(r, 50));
    expect(t.portal.pendingCount()).toBe(3);
    t.portal.cancelAll();
    const settled = await Promise.all(calls);
    expect(settled.map((s) => s.error?.kind)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    expect(t.portal.pendingCount()).toBe(0);
  });
});

describe('pending requests', () => {
  const slow = { '/portal/web/home': { ...okReply(null), delayMs: 200 } };
  it('warns once more than 20 are pending', async () => {
    const t = await setup({}, slow);
    server = t.server;
    await Promise.all(Array.from({ length: 21 }, () => t.portal.api.content.getHome()));
    const warnings = t.log.lines.filter((l) => l.level === 'warn' && l.message.includes('待处理请求过多'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.message).toContain('21');
  });
  it('stays quiet at 20', async () => {
    const t = await setup({}, slow);
    server = t.server;
    await Promise.all(Array.from({ length: 20 }, () => t.portal.api.content.getHome()));
    expect(t.log.lines.filter((l) => l.message.includes('待处理请求过多'))).toEqual([]);
  });
});

describe('HTTP error catalogue', () => {
  const catalogue: [number, string][] = [
    [400, '错误请求'],
    [401, '未授权，请重新登录'],
    [403, '拒绝访问'],
    [404, '请求地址出错: /portal/web/home'],
    [408, '请求超时'],
    [500, '服务器内部错误'],
    [501, '服务未实现'],
    [502, '网关错误'],
    [503, '服务不可用'],
    [504, '网关超时'],
    [505, 'HTTP版本不受支持'],
  ];
  it.each(catalogue)(
    'HTTP %i without words of the server reads %s, carries status and code, and is only logged',
    async (status, message) => {
      const t = await setup({}, { '/portal/web/home': { status, json: { code: status } } });
      server = t.server;
      const { data, error } = await t.portal.api.content.getHome();
      expect(data).toBeNull();
      expect(error).toMatchObject({ kind: 'http', status, code: status, message });
      expect(t.log.lines.some((l) => l.level === 'warn' && l.message.startsWith(`HTTP ${status} POST`))).toBe(
        true,
      );
    },
  );
  it('404 on the square names the address too', async () => {
    const t = await setup({}, { '/api/v1/square/post/9': { status: 404, text: 'nope' } });
    server = t.server;
    const { error } = await t.portal.api.square.getPost(9);
    expect(error?.message).toBe('请求地址出错: /api/v1/square/post/9');
  });
  it('a status with words of the server keeps them', async () => {
    const t = await setup(
      {},
      { '/portal/web/home': { status: 429, json: { code: 429, msg: '操作过于频繁，请稍后再试' } } },
    );
    server = t.server;
    expect((await t.portal.api.content.getHome()).error?.message).toBe('操作过于频繁，请稍后再试');
  });
  it('a refused answer (HTTP 200, code != 0) is an api error with the server message', async () => {
    const t = await setup(
      {},
      { '/portal/user/login': { json: { code: 1002, msg: '用户名或密码错误', data: null } } },
    );
    server = t.server;
    const { error } = await t.portal.api.account.login({ name: 'a', password: 'b' });
    expect(error).toMatchObject({
      kind: 'api',
      code: BusinessCode.WrongCredentials,
      status: 200,
      message: '用户名或密码错误',
    });
  });
  it('an unreachable server is a network error, not a throw', async () => {
    const t = await setup();
    await t.server.close();
    const { error } = await t.portal.api.content.getHome();
    expect(error).toMatchObject({ kind: 'network', status: 0, message: '网络连接失败' });
  });
});

describe('code 2: session expired', () => {
  it('reads an answer a second time for code 2 only while it is small (a long list is not parsed twice)', async () => {
    let expiredCalls = 0;
    // Not a real server's answer: code 2 padded past the limit, to show where the watch stops reading.
    const padded = { code: 2, msg: '登录已失效，请重新登录', data: 'x'.repeat(SESSION_ANSWER_MAX_BYTES) };
    const t = await setup(
      { onSessionExpired: () => expiredCalls++ },
      {
        '/portal/user/book/history': {
          json: padded,
          headers: { 'content-length': String(Buffer.byteLength(JSON.stringify(padded))) },
        },
      },
    );
    server = t.server;
    await t.portal.start();
    await t.portal.auth.loginWithName({ name: 'axing', password: 'secret1' });
    const { error } = await t.portal.api.comics.listReadHistory();
    // The call itself still reads its own answer as the end of the session...
    expect(error).toMatchObject({ kind: 'session_expired', code: BusinessCode.SessionExpired });
    // ...but the watch that logs out everywhere left an answer that long unread.
    expect(expiredCalls).toBe(0);
  });
  it('10 concurrent expiries log out locally once and call onSessionExpired once, without a server call', async () => {
    let expiredCalls = 0;
    const t = await setup(
      { onSessionExpired: () => expiredCalls++ },
      {
        '/portal/user/book/history': {
          json: { code: 2, msg: '登录已失效，请重新登录', data: null },
          delayMs: 30,
        },
        '/api/v1/square/post/me': {
          json: { code: 2, msg: '登录已失效，请重新登录', data: null },
          delayMs: 30,
        },
      },
    );
    server = t.server;
    await t.portal.start();
    await t.portal.auth.loginWithName({ name: 'axing', password: 'secret1' });
    expect(t.portal.session.getState().loggedIn).toBe(true);
    expect(t.storage.snapshot().userInfo).toContain('1001');
    const events: SessionChange['event'][] = [];
    t.portal.onSessionChange((c) => events.push(c.event));
    await new Promise((r) => setTimeout(r, 0));
    events.length = 0;
    const before = t.server.requests.length;

    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => t.portal.api.comics.listReadHistory()),
      ...Array.from({ length: 5 }, () => t.portal.api.square.listMyPosts()),
    ]);

    expect(
      results.every(
        (r) => r.error?.kind === 'session_expired' && r.error.code === BusinessCode.SessionExpired,
      ),
    ).toBe(true);
    expect(expiredCalls).toBe(1);
    expect(events).toEqual(['SESSION_EXPIRED']);
    expect(t.portal.session.getState()).toMatchObject({
      loggedIn: false,
      status: null,
      account: { name: '游客', uid: '' },
    });
    expect(t.storage.snapshot().userInfo).toBeUndefined();
    const after = t.server.requests.slice(before).map((r) => r.path);
    expect(after).toHaveLength(10);
    expect(after).not.toContain('/portal/user/logout');
  });
  it('a late code 2 for an old session does not log out the new one', async () => {
    let expiredCalls = 0;
    const t = await setup(
      { onSessionExpired: () => expiredCalls++ },
      { '/portal/user/book/history': { json: { code: 2, msg: 'x', data: null }, delayMs: 150 } },
    );
    server = t.server;
    await t.portal.auth.loginWithName({ name: 'axing', password: 'secret1' });
    const stale = t.portal.api.comics.listReadHistory();
    await new Promise((r) => setTimeout(r, 30));
    // The user logs out and in again as someone else while the old call is in flight.
    await t.portal.auth.logout();
    t.server.handle((req) =>
      req.path === '/portal/user/login'
        ? okReply({ uid: '2002', token: 'tok-2', name: '小月' })
        : req.path === '/portal/user/book/history'
          ? { json: { code: 2, msg: 'x', data: null }, delayMs: 150 }
          : okReply(null),
    );
    await t.portal.auth.loginWithName({ name: 'xiaoyue', password: 'secret2' });
    await stale;
    expect(expiredCalls).toBe(0);
    expect(t.portal.session.getState().account.uid).toBe('2002');
  });
});

describe('an injected fetch that ignores the abort signal', () => {
  it('still times out and still cancels', async () => {
    const { createPortal } = await import('../src/index.js');
    const portal = createPortal({
      baseUrl: 'http://portal.invalid',
      timeoutMs: 80,
      fetch: () => new Promise<Response>(() => {}),
      logger: (await import('../src/logger.js')).silentLogger,
    });
    expect((await portal.api.content.getHome()).error?.kind).toBe('timeout');
    const controller = new AbortController();
    const call = portal.api.content.getHome({ signal: controller.signal });
    controller.abort();
    expect((await call).error?.message).toBe('请求已取消');
  });
});

describe('blob GET', () => {
  it('downloads a file as a Blob, with the catalogue on failure', async () => {
    const t = await setup(
      {},
      {
        '/files/g.apk': {
          text: 'APK-BYTES',
          headers: { 'content-type': 'application/vnd.android.package-archive' },
        },
        '/files/missing.apk': { status: 404, text: 'no' },
      },
    );
    server = t.server;
    const { data } = await t.portal.fetchBlob(`${t.server.origin}/files/g.apk`);
    expect(await data?.text()).toBe('APK-BYTES');
    expect(t.server.requests[0]?.method).toBe('GET');
    const missing = await t.portal.fetchBlob(`${t.server.origin}/files/missing.apk`);
    expect(missing.error?.message).toBe('请求地址出错: /files/missing.apk');
    expect((await t.portal.fetchBlob('not a url')).error?.kind).toBe('unknown');
  });
});

describe('empty answers', () => {
  it('a 204 on the square resolves without a body error', async () => {
    const t = await setup({}, { '/api/v1/square/post/5/like': { status: 204 } });
    server = t.server;
    const { error } = await t.portal.api.square.unlikePost(5);
    // openapi-fetch hands back no data for 204; the envelope check reports it rather than throwing.
    expect(error?.kind).toBe('unknown');
  });
});

describe("a caller's signal after a garbage collection", () => {
  it('still cancels the call (the Request’s copy of the signal is only weakly linked to it)', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const t = await setup({}, { '/portal/web/home': { ...okReply(null), delayMs: 3000 } });
    server = t.server;
    const controller = new AbortController();
    const started = Date.now();
    const call = t.portal.api.content.getHome({ signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (let i = 0; i < 3; i++) gc();
    controller.abort();
    expect((await call).error?.kind).toBe('cancelled');
    expect(Date.now() - started).toBeLessThan(1500);
  });
});
