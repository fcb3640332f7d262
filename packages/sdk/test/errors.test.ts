import { type PortalServer, startPortalServer } from '@portal/test-support/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessCode, createPortal, isPortalError, type PortalError, silentLogger } from '../src/index.js';
import { memoryStorage } from '../src/storage/memory.js';
import { okReply, setup } from './support/portal-fixture.js';

describe('errors from the real server', () => {
  let server: PortalServer;
  let portal: ReturnType<typeof createPortal>;
  beforeAll(async () => {
    server = await startPortalServer({ dataDirPrefix: 'portal-sdk-server-' });
    portal = createPortal({
      portalBaseUrl: `${server.baseUrl}/portal`,
      squareBaseUrl: `${server.baseUrl}/api`,
      storage: memoryStorage(),
      logger: silentLogger,
      platform: { locationSearch: () => '', userAgent: () => 'test' },
    });
    await portal.start();
  });
  afterAll(() => server?.stop());

  it("keeps the server's own message of a 404 (游戏不存在), with the answer's request id", async () => {
    const { data, error } = await portal.api.games.getGame({ appID: 987654 });
    expect(data).toBeNull();
    expect(error).toMatchObject({ kind: 'http', status: 404, code: 404, message: '游戏不存在' });
    expect(error?.requestId).toMatch(/\S/);
  });

  it('keeps the field a 400 refused in the message', async () => {
    const { error } = await portal.api.account.login({ name: 'a', password: 'secret1' });
    expect(error).toMatchObject({ kind: 'http', status: 400 });
    expect(error?.message).toMatch(/name/);
    expect(error?.message).not.toBe('错误请求');
  });

  it('names a business refusal by its generated constant, narrowable by kind', async () => {
    const { error } = await portal.api.account.login({ name: 'nobody_here', password: 'wrong-pass1' });
    expect(error?.kind).toBe('api');
    if (error?.kind !== 'api') return;
    expect(error.code).toBe(BusinessCode.WrongCredentials);
    expect(error.message).toBe('用户名或密码错误');
    expect(error.requestId).toMatch(/\S/);
  });

  it('reads Retry-After of a 429 into retryAfter (seconds)', async () => {
    const phone = '13800138555';
    expect((await portal.api.account.sendSmsCode({ phone, scene: 'login' })).error).toBeNull();
    const { error } = await portal.api.account.sendSmsCode({ phone, scene: 'login' });
    expect(error).toMatchObject({ kind: 'http', status: 429, retryAfter: 60, retryable: true });
    expect(error?.message).toBe('操作过于频繁，请稍后再试');
  });
});

describe('errors on the wire', () => {
  it('falls back to the section-8 text when the answer carries no message', async () => {
    const t = await setup({}, { '/portal/web/home': { status: 502, text: '<html>bad gateway</html>' } });
    try {
      const { error } = await t.portal.api.content.getHome();
      expect(error).toMatchObject({ kind: 'http', status: 502, message: '网关错误' });
    } finally {
      await t.server.close();
    }
  });

  it('reads an HTTP-date Retry-After of a 503, and none on a 400', async () => {
    const at = new Date(Date.now() + 120_000).toUTCString();
    const t = await setup(
      {},
      {
        '/portal/web/home': {
          status: 503,
          json: { code: 503, msg: '维护中' },
          headers: { 'retry-after': at },
        },
        '/portal/web/faq/list': {
          status: 400,
          json: { code: 400, msg: 'x' },
          headers: { 'retry-after': '5' },
        },
      },
    );
    try {
      const home = (await t.portal.api.content.getHome()).error;
      expect(home?.message).toBe('维护中');
      expect(home?.retryAfter).toBeGreaterThanOrEqual(118);
      expect(home?.retryAfter).toBeLessThanOrEqual(120);
      expect((await t.portal.api.content.listFaq()).error?.retryAfter).toBeUndefined();
    } finally {
      await t.server.close();
    }
  });

  it('a timeout is its own kind, not an HTTP 408, and a call can set its own limit', async () => {
    const t = await setup({ timeoutMs: 5000 }, { '/portal/web/home': { ...okReply(null), delayMs: 3000 } });
    try {
      const started = Date.now();
      const { error } = await t.portal.api.content.getHome({ timeoutMs: 100 });
      expect(Date.now() - started).toBeLessThan(2000);
      expect(error).toMatchObject({ kind: 'timeout', status: 0, timeoutMs: 100, message: '请求超时' });
      expect(error?.code).not.toBe(408);
    } finally {
      await t.server.close();
    }
  });

  it("a call's timeoutMs may be longer than the portal's", async () => {
    const t = await setup(
      { timeoutMs: 100 },
      { '/portal/web/home': { ...okReply({ banners: [] }), delayMs: 300 } },
    );
    try {
      expect(await t.portal.api.content.getHome({ timeoutMs: 3000 })).toMatchObject({ error: null });
    } finally {
      await t.server.close();
    }
  });

  it("a call's signal ends it with a cancelled error, not a throw", async () => {
    const t = await setup({}, { '/portal/web/home': { ...okReply(null), delayMs: 3000 } });
    try {
      const controller = new AbortController();
      const call = t.portal.api.content.getHome({ signal: controller.signal });
      setTimeout(() => controller.abort(), 30);
      const { data, error } = await call;
      expect(data).toBeNull();
      expect(error).toMatchObject({ kind: 'cancelled', message: '请求已取消' });
    } finally {
      await t.server.close();
    }
  });

  it('cancelAll() in the same tick as new calls cancels them before they reach the server', async () => {
    const t = await setup({}, { '/portal/web/home': okReply(null) });
    try {
      const before = t.server.requests.length;
      const calls = [
        t.portal.api.content.getHome(),
        t.portal.api.games.listGames(),
        t.portal.fetchBlob(`${t.server.origin}/f`),
      ];
      t.portal.cancelAll();
      const results = await Promise.all(calls);
      expect(results.map((r) => r.error?.kind)).toEqual(['cancelled', 'cancelled', 'cancelled']);
      expect(t.server.requests.length).toBe(before);
      // A call made after cancelAll() goes through.
      expect((await t.portal.api.content.getHome()).error).toBeNull();
      expect(t.portal.pendingCount()).toBe(0);
    } finally {
      await t.server.close();
    }
  });

  it("start() against a dead server says why, with the platform's cause", async () => {
    const t = await setup();
    await t.server.close();
    const started = await t.portal.start();
    expect(started.init).toMatchObject({ code: 1, msg: 'SDK初始化失败' });
    const error = started.error as PortalError;
    expect(isPortalError(error)).toBe(true);
    expect(error).toMatchObject({ kind: 'network', message: '网络连接失败' });
    expect(error.cause).toBeInstanceOf(Error);
  });

  it('the tags helper hands back a failure instead of an empty list', async () => {
    const t = await setup(
      {},
      { '/api/v1/square/tag/list': { status: 500, json: { code: 500, msg: '服务器内部错误' } } },
    );
    try {
      const { data, error } = await t.portal.tags();
      expect(data).toBeNull();
      expect(error).toMatchObject({ kind: 'http', status: 500 });
    } finally {
      await t.server.close();
    }
  });
});
