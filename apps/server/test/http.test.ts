import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, portalPost, startTestApp, type TestApp } from './helpers/index.ts';

describe.each(dbKinds)('http basics (%s)', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ db });
  });
  afterAll(() => t?.close());

  it('answers health with the database kind and no-store', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, data: { status: 'ok', db } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('puts security headers on every answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(404);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline'; script");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('rejects a bad body with a Chinese 400, not a 500', async () => {
    const res = await portalPost(t.app, '/user/registerWithName', { name: 'a', password: 'secret123' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, msg: '参数错误：name 长度需在 2-16 之间', data: null });
    const broken = await t.app.inject({
      method: 'POST',
      url: '/portal/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe(400);
  });

  it('answers 415 to an unsupported content type and 413 to an oversize body', async () => {
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/portal/user/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toEqual({ code: 415, msg: '不支持的内容类型', data: null });
    const huge = await t.app.inject({
      method: 'POST',
      url: '/portal/user/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024), password: 'y' }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ code: 413, msg: '上传内容过大', data: null });
  });

  it('allows CORS only for listed partner origins', async () => {
    const allowed = await t.app.inject({
      method: 'OPTIONS',
      url: '/portal/user/login',
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example');
    const other = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
