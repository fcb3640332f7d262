// The built operators' console under /admin/ (http/admin-console.ts): its files, its index.html for the
// console's own addresses, nothing outside its folder, and a plain 404 when it was not built.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, startTestApp, type TestApp } from './helpers/index.ts';

const INDEX =
  '<!doctype html><title>运营后台</title><script type="module" src="/admin/assets/app-1.js"></script>';

describe.each(dbKinds)("the operators' console's files under /admin/ (%s)", (db) => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-admin-'));
    await fs.mkdir(path.join(dist, 'assets'));
    await fs.writeFile(path.join(dist, 'index.html'), INDEX);
    await fs.writeFile(path.join(dist, 'assets/app-1.js'), 'console.log("console");');
    await fs.writeFile(path.join(dist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await startTestApp({ db, env: { ADMIN_DIST: dist } });
    // Readiness compiles every route's contract schemas: seconds on a busy machine, not a test's time.
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it('sends /admin on to /admin/', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/admin/');
  });

  it("answers the console's own addresses with its index.html, never cached", async () => {
    for (const url of ['/admin/', '/admin/games', '/admin/orders/123?tab=1']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
    }
  });

  it('serves its built files, assets as immutable', async () => {
    const js = await t.app.inject({ method: 'GET', url: '/admin/assets/app-1.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toContain('javascript');
    expect(js.headers['cache-control']).toContain('immutable');
    expect(js.body).toBe('console.log("console");');
    const logo = await t.app.inject({ method: 'GET', url: '/admin/logo.svg' });
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    expect(logo.headers['cache-control']).toBe('no-cache');
  });

  it('never hands out a file outside its folder', async () => {
    const outside = path.basename(dist);
    for (const url of [
      `/admin/../${outside}/index.html`,
      '/admin/%2e%2e/%2e%2e/etc/passwd',
      '/admin/..%2f..%2fetc%2fpasswd',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body, url).not.toContain('root:');
    }
  });

  it('leaves the API where it was', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/v1/square/tag/list' });
    expect(api.json().code).toBe(0);
  });
});

describe('without a console build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      db: 'sqlite',
      env: { ADMIN_DIST: path.join(os.tmpdir(), 'portal-admin-missing') },
    });
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('answers /admin/ with a 404 that says so', { timeout: 90_000 }, async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: '运营后台未构建', data: null });
  });
});
