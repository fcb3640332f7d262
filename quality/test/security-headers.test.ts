// Security headers on every kind of answer the real server gives: pages, API answers (success and errors),
// static assets, uploaded/generated files, missing files and the sandbox payment page.
import { createHash } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, registerUser } from '../src/client.ts';
import { parseCsp, securityProblems } from '../src/headers.ts';
import { disposeServer, type RunningServer, startServer } from '../src/server.ts';
import { ensureWebBuilt, entryAssets } from '../src/web-dist.ts';

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

interface Probe {
  what: string;
  method?: 'GET' | 'POST' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /**
   * Announce a body this large without sending it. A server refuses an oversized body from its
   * Content-Length and may close the connection before the client has written it all; a client that is
   * still writing then gets EPIPE instead of the answer, so the probe only announces it.
   */
  announcedBytes?: number;
  /** The status the server should give, so the probe really reaches the kind of answer it names. */
  status: number;
}

/** A request whose body is announced (Content-Length) but not sent; the server answers from the header. */
function announceBody(url: string, p: Probe): Promise<{ status: number; headers: Headers }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: p.method ?? 'POST',
      headers: { ...p.headers, 'content-length': String(p.announcedBytes) },
    });
    req.on('response', (res) => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(res.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      res.resume();
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, headers });
      });
    });
    req.on('error', reject);
    req.write('name=x');
  });
}

describe('security headers', () => {
  let server: RunningServer;
  let fileUrl = '';
  beforeAll(async () => {
    ensureWebBuilt();
    server = await startServer();
    const games = await fetch(`${server.base}/portal/web/game/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'currentPage=1&pageSize=5',
    }).then((r) => r.json() as Promise<{ data: { records: { icon: string }[] } }>);
    fileUrl = new URL(games.data.records[0]!.icon, server.base).pathname;
  });
  afterAll(() => disposeServer(server));

  it('every page, API answer, file and error carries CSP, nosniff, frame-ancestors and a referrer policy', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    // What a browser sends when it opens an address.
    const page = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
    const probes: Probe[] = [
      { what: 'home page', path: '/', headers: page, status: 200 },
      { what: 'deep link (history fallback)', path: '/detail/1001', headers: page, status: 200 },
      { what: 'unknown route page', path: '/no/such/page', headers: page, status: 200 },
      ...entryAssets().map((p) => ({ what: `asset ${p}`, path: p, status: 200 })),
      { what: 'missing asset', path: '/assets/nope-123.js', status: 404 },
      { what: 'generated file', path: fileUrl, status: 200 },
      { what: 'missing file', path: '/files/nope/none.png', status: 404 },
      { what: 'square list', path: '/api/v1/square/tag/list', status: 200 },
      { what: 'square 404', path: '/api/v1/square/post/999999', status: 404 },
      { what: 'square 400', path: '/api/v1/square/post/abc', status: 400 },
      { what: 'unknown API path', path: '/api/v1/nothing-here', status: 404 },
      {
        what: 'portal answer',
        method: 'POST',
        path: '/portal/web/home',
        headers: form,
        body: '',
        status: 200,
      },
      {
        what: 'portal 401',
        method: 'POST',
        path: '/portal/user/center/me',
        headers: form,
        body: 'uid=1',
        status: 401,
      },
      {
        what: 'portal 415',
        method: 'POST',
        path: '/portal/user/login',
        headers: { 'content-type': 'application/xml' },
        body: '<a/>',
        status: 415,
      },
      {
        what: 'portal 413',
        method: 'POST',
        path: '/portal/user/login',
        headers: form,
        announcedBytes: 2 * 1024 * 1024,
        status: 413,
      },
      { what: 'sandbox pay page (no capability)', path: `/pay/sandbox/R${'0'.repeat(22)}`, status: 403 },
    ];
    const problems: string[] = [];
    for (const p of probes) {
      const headers = { 'x-forwarded-for': freshIp(), ...p.headers };
      const res =
        p.announcedBytes !== undefined
          ? await announceBody(`${server.base}${p.path}`, { ...p, headers })
          : await fetch(`${server.base}${p.path}`, { method: p.method ?? 'GET', headers, body: p.body }).then(
              async (r) => {
                await r.arrayBuffer();
                return r;
              },
            );
      if (res.status !== p.status)
        problems.push(`${p.what} ${p.path}: status ${res.status}, expected ${p.status}`);
      const api = p.path.startsWith('/api') || p.path.startsWith('/portal');
      for (const problem of securityProblems(res.headers, { api }))
        problems.push(`${p.what} ${p.path}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });

  it('a file a user uploaded is served as inert data: nosniff and a sandboxing CSP', async () => {
    const user = await registerUser(server.base);
    const fd = new FormData();
    fd.set('file', new Blob([PNG_1X1], { type: 'image/png' }), 'a.png');
    const res = await fetch(`${server.base}/api/v1/square/upload`, {
      method: 'POST',
      headers: { 'x-requested-with': 'XMLHttpRequest', 'ug-uid': user.uid, 'ug-token': user.token },
      body: fd,
    });
    const answer = (await res.json()) as { code: number; data: { url: string } };
    expect(answer.code).toBe(0);
    const file = await fetch(new URL(answer.data.url, server.base));
    await file.arrayBuffer();
    expect(file.status).toBe(200);
    expect(securityProblems(file.headers, { api: false })).toEqual([]);
    const csp = file.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/\bsandbox\b|default-src 'none'/);
  });

  it('a page runs no inline script but those its CSP names by their hashes, so script-src keeps to the site', async () => {
    const res = await fetch(`${server.base}/square`, { headers: { accept: 'text/html' } });
    const html = await res.text();
    expect(html).toContain('<div id="root">');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    // A data block, if any, is never executed.
    const dataBlocks = scripts.filter((m) => /\btype="application\/json"/.test(m[1]!));
    expect(dataBlocks.length).toBeLessThanOrEqual(1);
    for (const block of dataBlocks) expect(() => JSON.parse(block[2]!)).not.toThrow();
    const inline = scripts.filter(
      (m) => !dataBlocks.includes(m) && (!/\bsrc=/.test(m[1]!) || m[2]!.trim() !== ''),
    );
    // The ones the page's policy names, each by the hash of its text: the theme's pre-paint script (apps/web
    // app/theme-boot.ts), the announcement popup's (apps/web src/server-rendering/popup-script.ts) and React
    // Router's hydration data of a server-rendered screen.
    const allowed = (parseCsp(res.headers.get('content-security-policy')).get('script-src') ?? []).filter(
      (source) => source.startsWith("'sha256-"),
    );
    expect(allowed.length).toBeLessThanOrEqual(3);
    const unnamed = inline.filter(
      (m) => !allowed.includes(`'sha256-${createHash('sha256').update(m[2]!).digest('base64')}'`),
    );
    expect(unnamed.map((m) => m[0].slice(0, 80))).toEqual([]);
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  it('the API does not let other sites frame or read it: no wildcard CORS for an unknown origin', async () => {
    const res = await fetch(`${server.base}/api/v1/square/tag/list`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
