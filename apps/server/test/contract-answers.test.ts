import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes } from '../src/http/contract.ts';
import { type AlipayFake, startAlipayFake } from './helpers/alipay-fake.ts';
import { dbKinds, fakeWebBuild, startTestApp, type TestApp } from './helpers/index.ts';

/** Routes that answer no JSON of the contract, each with the reason. Anything else must have answer schemas. */
const NOT_API: Record<string, string> = {
  'OPTIONS *': 'CORS preflight: headers only, no body',
  'GET /healthz': 'liveness probe of the deployment, not a portal call',
  'GET /health': 'health probe of the deployment, not a portal call',
  'GET /ready': 'readiness probe of the deployment, not a portal call',
  'GET /metrics':
    'Prometheus text for the scraper (closed without METRICS_TOKEN or METRICS_ALLOW), not a portal call',
  'GET /files/*': 'stored files (images, game packages), bytes not JSON',
  'GET /assets/app.js': "a file of the web app's build (each file its own route, registered at start)",
  'GET /admin': "the operators' console's address without its slash: a redirect to /admin/",
  'GET /admin/*': "the operators' console's own files (index.html, assets)",
};

type PaymentProvider = 'sandbox' | 'alipay';

/** The non-API routes of each payment provider: only the configured provider's are registered. */
const PAYMENT_NOT_API: Record<PaymentProvider, Record<string, string>> = {
  sandbox: {
    'GET /pay/sandbox/:orderNo': 'HTML page of the sandbox payment provider, opened from payUrl',
    'POST /pay/sandbox/:orderNo/confirm': 'form post of the sandbox payment page, answers HTML or a redirect',
    'POST /pay/sandbox/:orderNo/cancel': 'form post of the sandbox payment page, answers HTML or a redirect',
  },
  alipay: {
    'POST /portal/order/notify/alipay':
      "Alipay's notification protocol: its own form fields, answered with the plain text success or fail",
    'GET /pay/alipay/return': 'where Alipay sends the browser back: a redirect to /recharge, not JSON',
  },
};

/** The one route under /api or /portal that the contract does not have: a partner's protocol, not a portal call. */
const PARTNER_CALLBACKS = ['POST /portal/order/notify/alipay'];

const cases = dbKinds.flatMap((db) =>
  (['sandbox', 'alipay'] as const).map((provider) => [db, provider] as const),
);

describe.each(cases)('every route answers through the contract (%s, %s payments)', (db, provider) => {
  const notApi: Record<string, string> = { ...NOT_API, ...PAYMENT_NOT_API[provider] };
  let t: TestApp;
  let webDist: string;
  let alipay: AlipayFake | undefined;
  beforeAll(async () => {
    // A built web app adds its page routes: they are listed too.
    webDist = await fakeWebBuild({
      'index.html': '<!doctype html><title>portal</title>',
      'assets/app.js': 'export {};',
    });
    alipay = provider === 'alipay' ? await startAlipayFake() : undefined;
    const payments: Record<string, string> = alipay
      ? {
          PAYMENT_PROVIDER: 'alipay',
          ALIPAY_APP_ID: alipay.appId,
          ALIPAY_PRIVATE_KEY: alipay.appPrivateKey,
          ALIPAY_PUBLIC_KEY: alipay.alipayPublicKey,
          ALIPAY_GATEWAY: alipay.gateway,
          PUBLIC_URL: 'https://portal.example',
        }
      : {};
    t = await startTestApp({ db, env: { WEB_DIST: webDist, ...payments } });
  });
  afterAll(async () => {
    await t.close();
    await alipay?.close();
    await fs.rm(webDist, { recursive: true, force: true });
  });

  it('gives every route a 200 answer schema from the contract, except the listed non-API routes', () => {
    // Fastify adds a HEAD twin to each GET route; it sends the GET's headers and no body.
    const routes = registeredRoutes(t.app).filter((r) => r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(70);
    const withoutSchema = routes
      .filter((r) => !r.answerStatuses.includes('200'))
      .map((r) => `${r.method} ${r.url}`)
      .filter((route) => !Object.hasOwn(notApi, route));
    expect(withoutSchema, 'routes without a response schema from openapi/portal.yaml').toEqual([]);
  });

  it('lists no non-API route that is not registered, and no contract route among them', () => {
    const registered = registeredRoutes(t.app);
    const urls = new Set(registered.map((r) => `${r.method} ${r.url}`));
    for (const route of Object.keys(notApi)) expect(urls, route).toContain(route);
    const contract = registered.filter((r) => r.operationId).map((r) => `${r.method} ${r.url}`);
    expect(Object.keys(notApi).filter((route) => contract.includes(route))).toEqual([]);
    const api = Object.keys(notApi).filter((route) => /^\w+ \/(api|portal)\//.test(route));
    expect(api.filter((route) => !PARTNER_CALLBACKS.includes(route))).toEqual([]);
  });

  it('registers no API route at a method and path the contract does not have', () => {
    const outside = registeredRoutes(t.app)
      .filter((r) => r.method !== 'HEAD' && /^\/(api|portal)\//.test(r.url) && !r.operationId)
      .map((r) => `${r.method} ${r.url}`)
      .filter((route) => !Object.hasOwn(notApi, route));
    expect(outside, 'routes under /api or /portal missing from openapi/portal.yaml').toEqual([]);
  });

  it('answers refusals and errors through the contract schemas as well', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/portal/user/login',
      payload: { name: 'nobody_here', password: 'wrong-password' },
    });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({ code: 1002, msg: '用户名或密码错误', data: null });
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/square/post/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 404, msg: '帖子不存在', data: null });
  });
});
