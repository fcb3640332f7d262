import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../src/http/security.ts';
import { startTestApp, type TestApp } from './helpers/index.ts';

const hashOf = (source: string) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
const PRE_PAINT = '(()=>{document.body.classList.add("theme-dark")})()';

describe("the web build's inline scripts under the CSP", () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-web-dist-'));
    await fs.writeFile(
      path.join(dist, 'index.html'),
      `<!doctype html><body><script>${PRE_PAINT}</script><div id="root"></div>` +
        '<script type="application/json">{"a":1}</script><script type="module" src="/assets/boot.js"></script></body>',
    );
    t = await startTestApp({ db: 'sqlite', env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it('allows the pre-paint script of index.html by its hash, and no other inline script', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/profile', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    const scriptSrc = String(page.headers['content-security-policy'])
      .split('; ')
      .find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toContain(hashOf(PRE_PAINT));
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain(hashOf('{"a":1}'));
    expect(scriptSrc).not.toContain(hashOf('(()=>{document.body.classList.add("x")})()'));
  });

  it('hashes classic inline scripts only: not data blocks, not external scripts', () => {
    expect(
      inlineScriptHashes(
        `<script>${PRE_PAINT}</script><script type="application/json">{}</script><script src="/a.js"></script>`,
      ),
    ).toEqual([hashOf(PRE_PAINT)]);
  });
});
