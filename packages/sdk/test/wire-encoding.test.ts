import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT, form, okReply, setup } from './support/portal-fixture.js';
import type { Recorded, WireServer } from './support/wire-server.js';

/**
 * The request headers a browser would send a CORS preflight for: every one outside the safelist of
 * the Fetch standard, and a Content-Type other than form, multipart or plain text.
 */
const SAFELISTED = ['accept', 'accept-language', 'content-language', 'content-type'];
// What Node's fetch adds itself (a browser adds its own, all of them safe).
const TRANSPORT = ['host', 'connection', 'content-length', 'user-agent', 'accept-encoding', 'sec-fetch-mode'];
function preflightHeaders(req: Recorded | undefined): string[] {
  const headers = req?.headers ?? {};
  const type = String(headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim();
  const unsafeType =
    type && !['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'].includes(type);
  return Object.keys(headers)
    .filter(
      (name) =>
        !TRANSPORT.includes(name) && (!SAFELISTED.includes(name) || (name === 'content-type' && unsafeType)),
    )
    .sort();
}

let server: WireServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('square family on the wire', () => {
  it('GETs under /api, for a guest as a CORS simple request (no header that needs a preflight)', async () => {
    const t = await setup();
    server = t.server;
    const { data } = await t.portal.api.square.listTags();
    expect(data).toEqual([{ id: 1, tag: '攻略' }]);
    const [req] = t.server.requests;
    expect(req).toMatchObject({ method: 'GET', path: '/api/v1/square/tag/list' });
    expect(preflightHeaders(req)).toEqual([]);
  });
  it('sends JSON bodies and, once logged in, UG-Uid and UG-Token', async () => {
    const t = await setup();
    server = t.server;
    await t.portal.auth.loginWithName({ name: 'axing', password: 'secret1' });
    await t.portal.api.square.createPost({ content: '你好', tagId: 1 });
    const req = t.server.requests.find((r) => r.path === '/api/v1/square/post');
    expect(req?.method).toBe('POST');
    expect(req?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(req?.body ?? '')).toEqual({ content: '你好', tagId: 1 });
    expect(req?.headers['ug-uid']).toBe('1001');
    expect(req?.headers['ug-token']).toBe('tok-1');
    expect(req?.headers['x-requested-with']).toBeUndefined();
  });
  it('fixes sort=2 and pageSize=99 for own posts and comments and for the config and sensitive-word lists', async () => {
    const t = await setup();
    server = t.server;
    await t.portal.api.square.listMyPosts({ currentPage: 2, pageSize: 10 });
    await t.portal.api.square.listMyComments();
    await t.portal.api.square.listSquareConfig();
    await t.portal.api.square.listSensitiveWords();
    expect(t.server.requests.map((r) => r.url)).toEqual([
      '/api/v1/square/post/me?currentPage=2&pageSize=10&sort=2',
      '/api/v1/square/comment/me?sort=2',
      '/api/v1/square/config/list?pageSize=99',
      '/api/v1/square/sensitiveword/list?pageSize=99',
    ]);
  });
});

describe('portal family on the wire', () => {
  it('POSTs form-urlencoded bodies with appID 2008, channelID "0", for a guest as a CORS simple request', async () => {
    const t = await setup();
    server = t.server;
    await t.portal.api.account.login({ name: 'axing', password: 'secret1' });
    const [req] = t.server.requests;
    expect(req).toMatchObject({ method: 'POST', path: '/portal/user/login' });
    expect(req?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(form(req?.body ?? '')).toEqual({
      name: 'axing',
      password: 'secret1',
      appID: '2008',
      channelID: '0',
    });
    expect(preflightHeaders(req)).toEqual([]);
  });
  it('sends UG-Uid and UG-Token once logged in, and never x-request-id', async () => {
    const t = await setup();
    server = t.server;
    await t.portal.auth.loginWithName({ name: 'axing', password: 'secret1' });
    await t.portal.api.games.listGames();
    const req = t.server.requests.find((r) => r.path === '/portal/web/game/list');
    expect(req?.headers).toMatchObject({ 'ug-uid': '1001', 'ug-token': 'tok-1' });
    expect(preflightHeaders(req)).toEqual(['ug-token', 'ug-uid']);
    expect(t.server.requests.filter((r) => r.headers['x-request-id'])).toEqual([]);
  });
  it('adds appID and channelID only when absent, never overriding the caller', async () => {
    const t = await setup({ channelID: '7' });
    server = t.server;
    await t.portal.api.games.getGame({ appID: 3001 });
    await t.portal.api.games.getGame({ appID: 3001, channelID: '9' });
    const [a, b] = t.server.requests.map((r) => new URLSearchParams(r.body));
    expect(a?.getAll('appID')).toEqual(['3001']);
    expect(a?.getAll('channelID')).toEqual(['7']);
    expect(b?.getAll('channelID')).toEqual(['9']);
  });
  it('sends calls without fields of their own with appID and channelID alone', async () => {
    const t = await setup();
    server = t.server;
    await t.portal.api.content.getHome();
    const [req] = t.server.requests;
    expect(req?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(form(req?.body ?? '')).toEqual({ appID: '2008', channelID: '0' });
  });
  it('switches to JSON when the body carries the _json marker, and strips the marker', async () => {
    const t = await setup();
    server = t.server;
    await t.portal.clients.portal.POST('/user/login', {
      body: { name: 'axing', password: 'secret1', _json: 1 },
    });
    const [req] = t.server.requests;
    expect(req?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(req?.body ?? '')).toEqual({
      name: 'axing',
      password: 'secret1',
      appID: 2008,
      channelID: '0',
    });
  });
  it('uploads multipart with the two ids appended', async () => {
    const t = await setup();
    server = t.server;
    await t.portal.api.center.uploadAvatar(new Blob(['png-bytes'], { type: 'image/png' }), 'a.png');
    const [req] = t.server.requests;
    expect(req?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(req?.body).toContain('name="file"; filename="a.png"');
    expect(req?.body).toContain('png-bytes');
    expect(req?.body).toMatch(/name="appID"\r\n\r\n2008/);
  });
  it('sends an Idempotency-Key on money-moving calls, the caller’s when given', async () => {
    const t = await setup();
    server = t.server;
    await t.portal.api.wallet.createPayOrder({ packageId: 1 }, { idempotencyKey: 'key-12345678' });
    await t.portal.api.wallet.createPayOrder({ packageId: 1 });
    const [a, b] = t.server.requests;
    expect(a?.headers['idempotency-key']).toBe('key-12345678');
    expect(b?.headers['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{21}$/);
  });
  it('puts path ids in the URL', async () => {
    const t = await setup({}, { '/portal/user/game/download/42': okReply('https://cdn/x.apk') });
    server = t.server;
    const { data } = await t.portal.api.games.downloadGame(42, { platformType: 2 });
    expect(data).toBe('https://cdn/x.apk');
    expect(form(t.server.requests[0]?.body ?? '')).toMatchObject({ platformType: '2' });
  });
});

describe('base URLs', () => {
  it('point each family at any host', async () => {
    const a = await setup();
    const b = await setup();
    server = a.server;
    const { createPortal } = await import('../src/index.js');
    const portal = createPortal({
      squareBaseUrl: `${a.server.origin}/api`,
      portalBaseUrl: `${b.server.origin}/gateway`,
      logger: a.log.logger,
    });
    await portal.api.square.listTags();
    await portal.api.account.login({ name: ACCOUNT.loginName, password: 'x' });
    expect(a.server.requests.map((r) => r.path)).toEqual(['/api/v1/square/tag/list']);
    expect(b.server.requests.map((r) => r.path)).toEqual(['/gateway/user/login']);
    await b.server.close();
  });
  it("default to '/api' and '/portal' on the page's own origin in a browser", async () => {
    const { createPortal } = await import('../src/index.js');
    vi.stubGlobal('location', new URL('https://partner.example/'));
    try {
      const portal = createPortal({
        fetch: async (r) => new Response(JSON.stringify({ code: 0, msg: r.url, data: null })),
      });
      expect(portal.config.squareBaseUrl).toBe('/api');
      expect(portal.config.portalBaseUrl).toBe('/portal');
    } finally {
      vi.unstubAllGlobals();
    }
  });
  it('are under baseUrl when given', async () => {
    const { createPortal } = await import('../src/index.js');
    const { config } = createPortal({ baseUrl: 'https://portal.example.com/game/' });
    expect(config.portalBaseUrl).toBe('https://portal.example.com/game/portal');
    expect(config.squareBaseUrl).toBe('https://portal.example.com/game/api');
  });
  it('outside a browser, need baseUrl: a clear error at creation, not a failure on each call', async () => {
    const { createPortal } = await import('../src/index.js');
    expect(() => createPortal()).toThrow(
      /baseUrl must be .*absolute http\(s\) URL.*required outside a browser/,
    );
    expect(() => createPortal({ portalBaseUrl: 'https://a.example/portal' })).toThrow(TypeError);
    for (const baseUrl of ['portal.example.com', '/portal', 'ftp://portal.example.com', 'http://', '']) {
      expect(() => createPortal({ baseUrl }), baseUrl).toThrow(
        /baseUrl must be the server's absolute http\(s\) URL/,
      );
    }
  });
});
