/**
 * The real portal server for the examples' tests: `apps/server/src/main.ts` as a child process on a
 * fresh SQLite data folder and a port of its own, plus the set-up a test needs (a user with X钻).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverMain = fileURLToPath(new URL('../../apps/server/src/main.ts', import.meta.url));

export interface PortalServer {
  /** Origin of the server: the portal family is under `/portal`, the square under `/api`. */
  origin: string;
  stop(): Promise<void>;
}

/** Starts the server with PORT=0 and reads the port from the line it prints once seeded and listening. */
export async function startPortalServer(): Promise<PortalServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-example-'));
  const child: ChildProcess = spawn(process.execPath, [serverMain], {
    cwd: join(serverMain, '../..'),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // A cheap password hash keeps seeding fast; nothing here depends on its cost.
      SCRYPT_LOG_N: '10',
      // Every example user registers from 127.0.0.1: lift the per-address limits (tested in apps/server).
      RATE_LIMITS: 'register=1000,login=1000,write=1000,like=1000,upload=1000',
      DATABASE_URL: '',
    },
  });
  let log = '';
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${log}`)), 90_000);
    const read = (chunk: Buffer) => {
      log += chunk.toString();
      const found = /portal ready: open http:\/\/localhost:(\d+)\//.exec(log);
      if (found?.[1]) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${found[1]}`);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}):\n${log}`));
    });
  }).catch((error: unknown) => {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    origin,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface Answer<T> {
  code: number;
  msg: string;
  data: T;
}

export interface TestUser {
  name: string;
  password: string;
  uid: string;
  token: string;
}

async function portalCall<T>(origin: string, path: string, body: Record<string, string>, who?: TestUser) {
  const res = await fetch(`${origin}/portal${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(who ? { 'UG-Uid': who.uid, 'UG-Token': who.token } : {}),
    },
    body: new URLSearchParams({ appID: '2008', channelID: '0', ...body }),
  });
  return (await res.json()) as Answer<T>;
}

const hex = (n: number) =>
  Array.from({ length: n }, () => Math.floor(Math.random() * 16).toString(16)).join('');

/** Registers a fresh user (0 X钻) straight on the server. */
export async function registerUser(origin: string): Promise<TestUser> {
  const name = `ex${hex(8)}`;
  const password = 'secret123';
  const r = await portalCall<{ uid: string; token: string }>(origin, '/user/registerWithName', {
    name,
    password,
    deviceID: hex(32),
  });
  if (r.code !== 0) throw new Error(`register failed: ${r.code} ${r.msg}`);
  return { name, password, uid: r.data.uid, token: r.data.token };
}

/** Buys the cheapest recharge package through the sandbox pay page, as a user's browser would. */
export async function recharge(origin: string, user: TestUser): Promise<void> {
  const packages = await portalCall<{ id: number; amount: number }[]>(origin, '/order/packages', {}, user);
  const cheapest = [...packages.data].sort((a, b) => a.amount - b.amount)[0];
  if (!cheapest) throw new Error('no recharge package');
  const order = await portalCall<{ orderNo: string; payUrl: string }>(
    origin,
    '/order/payInfo',
    { packageId: String(cheapest.id) },
    user,
  );
  if (order.code !== 0) throw new Error(`payInfo failed: ${order.code} ${order.msg}`);
  const pageUrl = new URL(order.data.payUrl, origin);
  const html = await (await fetch(pageUrl)).text();
  const action = [...html.matchAll(/action="([^"]*\/confirm[^"]*)"/g)][0]?.[1]?.replace(/&amp;/g, '&');
  if (!action) throw new Error('the sandbox page has no confirm form');
  const paid = await fetch(new URL(action, pageUrl), { method: 'POST', redirect: 'manual' });
  if (!(paid.headers.get('location') ?? '').includes('paid=1')) throw new Error('the sandbox payment failed');
}

/** Revokes a session on the server, as an expiry or a logout elsewhere would. */
export async function revoke(origin: string, uid: string, token: string): Promise<void> {
  await portalCall(origin, '/user/logout', {}, { name: '', password: '', uid, token });
}
