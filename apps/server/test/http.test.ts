import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, fakeWebBuild, portalPost, startTestApp, type TestApp } from './helpers/index.ts';

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
    const plainText = await t.app.inject({
      method: 'POST',
      url: '/portal/user/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'name=demo&password=portal123',
    });
    expect(plainText.statusCode).toBe(415);
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

describe('web app serving', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    // The web build's pages come from its own request handler (here one that answers the shell).
    dist = await fakeWebBuild({
      'index.html':
        '<!doctype html><div id="root"></div><script type="module" src="/assets/app-1a2b3c.js"></script>',
      'assets/app-1a2b3c.js': `console.log(${JSON.stringify('x'.repeat(4000))});`,
    });
    t = await startTestApp({ db: 'sqlite', env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it("answers app routes with the web app's handler (history mode) with the CSP", async () => {
    for (const url of ['/', '/square', '/readbook/3/12', '/profile?pop=1']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    }
    const api = await t.app.inject({
      method: 'GET',
      url: '/api/v1/unknown',
      headers: { accept: 'text/html' },
    });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe(404);
  });

  it('serves hashed assets immutable and compressed', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toContain('console.log');
  });
});

describe('graceful shutdown', () => {
  it('finishes an in-flight request on SIGTERM, then exits 0', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-shutdown-'));
    const child = spawn(process.execPath, ['src/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_ON_START: '0',
        LOG_LEVEL: 'info',
        SCRYPT_LOG_N: '17',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    try {
      const port = await new Promise<number>((resolve, reject) => {
        child.stdout.on('data', (d: Buffer) => {
          out += d.toString();
          const m =
            out.match(/listening at http:\/\/127\.0\.0\.1:(\d+)/i) ??
            out.match(/"address":"http:\/\/127\.0\.0\.1:(\d+)"/);
          if (m) resolve(Number(m[1]));
        });
        child.once('exit', (code) => reject(new Error(`exited early ${code}: ${out}`)));
        setTimeout(() => reject(new Error(`no listen line: ${out}`)), 20_000);
      });
      // A registration spends time hashing: it is in flight when SIGTERM arrives.
      const inflight = fetch(`http://127.0.0.1:${port}/portal/user/registerWithName`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'name=shutdown_test&password=secret123',
      });
      // SIGTERM only once the server logged the request as received.
      while (!out.includes('incoming request')) await new Promise((r) => setTimeout(r, 5));
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      const res = await inflight;
      expect(res.status).toBe(200);
      expect(((await res.json()) as { code: number }).code).toBe(0);
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('logs', () => {
  it('carry a request id and never a password, token or SMS code', async () => {
    const lines: string[] = [];
    const t = await startTestApp({ db: 'sqlite', logLines: lines });
    try {
      const reg = await portalPost<{ uid: string; token: string }>(t.app, '/user/registerWithName', {
        name: 'log_check',
        password: 'Sup3rSecretPw',
      });
      await portalPost(t.app, '/user/login', { name: 'log_check', password: 'Sup3rSecretPw' });
      await portalPost(t.app, '/user/login', { name: 'log_check', password: 'WrongSecretPw' });
      await portalPost(t.app, '/user/smsCode', { phone: '13811112222', scene: 'login' });
      const code = t.sms.lastCode('13811112222')!;
      const phone = await portalPost<{ token: string }>(t.app, '/user/loginWithPhone', {
        phone: '13811112222',
        code,
      });
      await portalPost(t.app, '/user/center/me', { uid: reg.body.data.uid }, reg.body.data);
      const log = lines.join('');
      expect(lines.length).toBeGreaterThan(5);
      expect(lines.every((l) => JSON.parse(l).reqId || !JSON.parse(l).req)).toBe(true);
      for (const secret of [
        'Sup3rSecretPw',
        'WrongSecretPw',
        reg.body.data.token,
        phone.body.data.token,
        code,
      ]) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await t.close();
    }
  });
});
