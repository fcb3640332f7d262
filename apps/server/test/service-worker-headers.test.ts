import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeWebBuild, startTestApp, type TestApp } from './helpers/index.ts';

const directive = (csp: unknown, name: string) =>
  String(csp)
    .split('; ')
    .find((d) => d.startsWith(`${name} `));

describe("the web app's service worker as served", () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await fakeWebBuild({
      'index.html': '<!doctype html><div id="root"></div>',
      'sw.js': 'self.addEventListener("fetch", () => {});',
      'assets/main-abc123.js': 'export {};',
    });
    t = await startTestApp({ db: 'sqlite', env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it('is revalidated on every update check (never the year-long cache of /assets/) and may fetch pictures over https', async () => {
    const sw = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(String(sw.headers['content-type'])).toMatch(/javascript/);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(directive(sw.headers['content-security-policy'], 'connect-src')).toBe("connect-src 'self' https:");
    expect(directive(sw.headers['content-security-policy'], 'script-src')).not.toContain("'unsafe-inline'");

    const chunk = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("leaves the pages' own policy as it was: same-origin calls only", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/square', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(directive(page.headers['content-security-policy'], 'connect-src')).toBe("connect-src 'self'");
  });
});
