import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalPost, startTestApp, type TestApp } from './helpers/index.ts';

/**
 * A web build as React Router writes it (apps/web src/server-app.ts): its handler renders the page with
 * what its loader fetched through the `fetch` the server hands it, and puts the nonce on its script.
 */
const SERVER_ENTRY = `
export async function handlePage(request, { fetch, nonce }) {
  const answer = await fetch(new Request('http://portal.internal/portal/web/home', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'appID=2008&channelID=0',
  }));
  const home = await answer.json();
  const title = home.code + ':' + home.data.banners.length;
  const cookie = request.headers.get('cookie') ?? '';
  return new Response(
    '<!doctype html><h1>' + title + '</h1><p data-cookie="' + cookie + '"></p><script nonce="' + nonce + '">1</script>',
    { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } },
  );
}
`;

describe('the web app rendered by the server (React Router framework mode)', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-web-app-'));
    await fs.mkdir(path.join(dist, 'client', 'assets'), { recursive: true });
    await fs.mkdir(path.join(dist, 'server'));
    await fs.writeFile(path.join(dist, 'server', 'index.js'), SERVER_ENTRY);
    await fs.writeFile(path.join(dist, 'client', 'assets', 'entry-abc.js'), 'export {};');
    t = await startTestApp({ db: 'sqlite', env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it("renders a page with its loader's data, fetched from the server's own routes in process", async () => {
    const api = await portalPost<{ banners: { title: string }[] }>(t.app, '/web/home');
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(`<h1>0:${api.body.data.banners.length}</h1>`);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it("allows exactly the page's own inline script, by a nonce new on every request", async () => {
    const nonces: (string | undefined)[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/games', headers: { accept: 'text/html' } });
      const csp = String(res.headers['content-security-policy']);
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce).toBeTruthy();
      expect(res.body).toContain(`<script nonce="${nonce}">`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
    // The API and static files get no nonce.
    const asset = await t.app.inject({ method: 'GET', url: '/assets/entry-abc.js' });
    expect(String(asset.headers['content-security-policy'])).not.toContain('nonce-');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("hands the page the visitor's request (its cookies) and keeps API paths and missing files JSON 404s", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/detail/1001',
      headers: { accept: 'text/html', cookie: 'portal_notice_off=1' },
    });
    expect(res.body).toContain('data-cookie="portal_notice_off=1"');
    for (const url of ['/api/v1/unknown', '/portal/web/unknown', '/assets/missing-abc.js']) {
      const missing = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json().code, url).toBe(404);
    }
  });
});
