import { type ChildProcess, execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { dismissAnnouncement, slowDownIfAsked, waitForAppOnLoad } from './browser';
import { freePort } from './free-port';
import { serverMain, spawnServer } from './spawn-server';

const run = promisify(execFile);

export interface OwnServer {
  url: string;
  /** The last SMS code the development provider logged for this phone. */
  smsCode(phone: string): Promise<string>;
  /** A one-time login token for this user, issued with the operators' CLI on the server's data. */
  loginToken(uid: string): Promise<string>;
  stop(): Promise<void>;
}

/**
 * A real server of our own (fresh SQLite data dir, seeded, serving the built app) logging at info,
 * because the development SMS provider only logs the code (apps/server/src/sms/provider.ts) and the
 * shared e2e server runs at warn. Own process also means own registration rate-limit window.
 */
export async function startOwnServer(startLimitMs = 110_000, webDist?: string): Promise<OwnServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-w9-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child: ChildProcess = spawnServer(port, dataDir, 'info', webDist);
  child.stdout?.on('data', (d) => {
    log += d;
  });
  child.stderr?.on('data', (d) => {
    log += d;
  });
  // Seeding a fresh data dir takes most of a minute on a busy 2-core machine (3 minutes at a load
  // average of 30, when its pictures are not in the art cache yet); the default fits the 120 s hook.
  const until = Date.now() + startLimitMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${log}`);
    try {
      if ((await fetch(`${url}/api/v1/square/tag/list`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }

  const smsCode = async (phone: string): Promise<string> => {
    for (let i = 0; i < 40; i++) {
      const lines = log.split('\n').filter((l) => l.includes('"smsCode"') && l.includes(phone));
      const last = lines.at(-1);
      if (last) return String((JSON.parse(last) as { smsCode: string }).smsCode);
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no SMS code logged for ${phone}`);
  };

  const loginToken = async (uid: string): Promise<string> => {
    const cli = path.join(path.dirname(serverMain), 'modules/accounts/issue-login-token-cli.ts');
    const { stdout } = await run(process.execPath, [cli, uid], {
      cwd: path.dirname(path.dirname(serverMain)),
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    });
    const token = new URL(stdout.trim()).searchParams.get('token');
    if (!token) throw new Error(`no token in: ${stdout}`);
    return token;
  };

  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        rmSync(dataDir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null) return done();
      const t = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(t);
        done();
      });
      child.kill('SIGTERM');
    });

  return { url, smsCode, loginToken, stop };
}

/**
 * A fresh mobile context on the given server that records console errors and failed calls. The
 * service worker is blocked unless asked for (`serviceWorkers: 'allow'`, e2e/pwa.e2e.ts): its caches
 * would answer a reload from the visit before.
 */
export async function openAt(
  browser: import('playwright-core').Browser,
  baseURL: string,
  opts: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<{
  page: import('playwright-core').Page;
  context: import('playwright-core').BrowserContext;
  close(): Promise<void>;
  errors: string[];
}> {
  const context = await browser.newContext({
    serviceWorkers: opts.serviceWorkers ?? 'block',
    viewport: { width: 375, height: 812 },
    baseURL,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  });
  const page = await context.newPage();
  await slowDownIfAsked(page);
  waitForAppOnLoad(page);
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  return { page, context, close: () => context.close(), errors };
}

const hex = () => Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');

/** Registers a fresh user straight on the server (0 X钻). */
export async function registerOn(baseURL: string): Promise<{ name: string; password: string; uid: string }> {
  const name = `w9${Math.random().toString(36).slice(2, 10)}`;
  const password = 'secret123';
  const form = new URLSearchParams({ appID: '2008', channelID: '0', name, password, deviceID: hex() });
  const res = await fetch(`${baseURL}/portal/user/registerWithName`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
  });
  const body = (await res.json()) as { code: number; msg: string; data: { uid: string } };
  if (body.code !== 0) throw new Error(`register failed: ${body.code} ${body.msg}`);
  return { name, password, uid: body.data.uid };
}

/** Logs in through the login form and waits until the app has moved on. */
export async function loginAs(
  page: import('playwright-core').Page,
  user: { name: string; password: string },
) {
  await go(page, '/login');
  await page.getByLabel('用户名').fill(user.name);
  await page.getByLabel('密码').fill(user.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((u) => u.pathname !== '/login', { timeout: 15_000 });
}

/** Opens a path, waits for the layout and closes the announcement when it pops up. */
export async function go(page: import('playwright-core').Page, path: string) {
  await page.goto(path);
  await page.waitForSelector('[data-layout]', { timeout: 15_000 });
  // Not a fixed wait: on a loaded machine the announcement can arrive after any, and then opens as a
  // modal over whatever the test reaches for next.
  await dismissAnnouncement(page);
}
