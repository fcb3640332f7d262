/**
 * The built site in Chromium against a running portal server: `vite build`, served by a small static
 * server that forwards /portal and /api to the portal (as a partner's web server would), driven with
 * playwright-core. Runs when PORTAL_BASE_URL names a portal with the sandbox payment provider (a local or
 * staging one: it registers a user and pays a sandbox order) and CHROMIUM_PATH a Chromium:
 *   PORTAL_BASE_URL=http://127.0.0.1:8000 CHROMIUM_PATH=/usr/bin/chromium npm test
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recharge, registerUser, revoke } from './server-setup.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = mkdtempSync(join(tmpdir(), 'portal-vue-site-'));
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

const portal = { baseUrl: process.env.PORTAL_BASE_URL ?? '' };
const chromiumPath = process.env.CHROMIUM_PATH;
let site: Server;
let siteUrl = '';
let browser: Browser;

async function forward(req: IncomingMessage, res: ServerResponse, origin: string) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string' && name !== 'host' && name !== 'connection') headers.set(name, value);
  }
  const answer = await fetch(`${origin}${req.url}`, {
    method: req.method,
    headers,
    body: chunks.length ? Buffer.concat(chunks) : undefined,
  });
  const body = Buffer.from(await answer.arrayBuffer());
  const out: Record<string, string> = {};
  // fetch has already decoded the body: its length and encoding are this server's to say.
  answer.headers.forEach((value, name) => {
    if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name))
      out[name] = value;
  });
  res.writeHead(answer.status, out).end(body);
}

function serve(req: IncomingMessage, res: ServerResponse) {
  const path = new URL(req.url ?? '/', 'http://site').pathname;
  if (path.startsWith('/portal/') || path.startsWith('/api/')) {
    forward(req, res, portal.baseUrl).catch(() => res.writeHead(502).end());
    return;
  }
  const file = join(outDir, normalize(path === '/' ? '/index.html' : path));
  try {
    const body = readFileSync(file.startsWith(outDir) ? file : join(outDir, 'index.html'));
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
  } catch {
    res.writeHead(404).end();
  }
}

describe.runIf(portal.baseUrl && chromiumPath)(
  'the built Vue site in Chromium against a running server',
  () => {
    beforeAll(async () => {
      await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
      site = createServer(serve);
      await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
      siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
      browser = await chromium.launch({
        executablePath: chromiumPath,
        args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
      });
    });

    afterAll(async () => {
      await browser?.close();
      await new Promise((resolve) => site?.close(resolve));
      rmSync(outDir, { recursive: true, force: true });
    });

    it('login, price confirmation, purchase, and the login form after the server revoked the session', async () => {
      const user = await registerUser(portal.baseUrl);
      await recharge(portal.baseUrl, user);
      const context = await browser.newContext({ locale: 'zh-CN', acceptDownloads: true });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(siteUrl);

      await page.getByLabel('用户名').fill(user.name);
      await page.getByLabel('密码').fill('wrong-password');
      await page.getByRole('button', { name: '登录' }).click();
      await expect.poll(() => page.getByRole('alert').textContent()).toBe('用户名或密码错误');
      await page.getByLabel('密码').fill(user.password);
      await page.getByRole('button', { name: '登录' }).click();

      const balance = page.getByTestId('balance');
      await expect.poll(() => balance.textContent()).toMatch(/^[1-9]\d* X钻$/);
      const before = Number((await balance.textContent())?.split(' ')[0]);
      // The first paid game this user can afford.
      const paid = page
        .locator('.games li')
        .filter({ hasText: /\d+ X钻/ })
        .first();
      const price = Number((await paid.locator('.price').textContent())?.split(' ')[0]);
      expect(price).toBeLessThanOrEqual(before);
      await paid.getByRole('button', { name: '下载' }).click();
      await expect.poll(() => page.getByTestId('price').textContent()).toBe(`下载需要 ${price} X钻`);
      await page.getByRole('button', { name: '确认购买' }).click();
      await expect.poll(() => page.getByTestId('notice').textContent()).toMatch(/：购买成功$/);
      await expect.poll(() => balance.textContent()).toBe(`${before - price} X钻`);

      // The server forgets the token (a logout elsewhere): the next call that needs it lands on login.
      const stored = await page.evaluate(() => localStorage.getItem('userInfo'));
      const { uid, token } = JSON.parse(stored ?? '{}') as { uid: string; token: string };
      await revoke(portal.baseUrl, uid, token);
      const bought = page.locator('.games li').filter({ hasText: '已购买' }).first();
      await bought.getByRole('button', { name: '下载' }).click();
      await expect.poll(() => page.getByTestId('notice').textContent()).toBe('登录已失效，请重新登录');
      expect(await page.getByLabel('用户名').isVisible()).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });
  },
);
