/**
 * The real portal for the console's browser tests: the server (apps/server) on a free port and a fresh
 * SQLite folder, serving the built web app at / and the built console at /admin/, with operator accounts
 * made by the server's admin:create command; and the player-side calls a test sets up with.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32 } from 'node:zlib';
import {
  createOperator,
  type OperatorAccount,
  type PortalServer,
  startPortalServer,
} from '@portal/test-support/server';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
// PORTAL_WEB_DIST points at a web build made elsewhere (another checkout of the same commit).
export const webDist = process.env.PORTAL_WEB_DIST ?? path.join(repo, 'apps/web/dist');
// PORTAL_ADMIN_DIST likewise names a console build made elsewhere (a build beside one in use).
export const adminDist = process.env.PORTAL_ADMIN_DIST ?? path.join(repo, 'apps/admin/dist');

export interface Portal extends PortalServer {
  dataDir: string;
}

/** Starts the server with both builds (and `env` added to its environment); fails plainly when one is missing. */
export async function startPortal(env: Record<string, string> = {}): Promise<Portal> {
  for (const dist of [webDist, adminDist]) {
    if (!existsSync(path.join(dist, 'index.html')))
      throw new Error(
        `${dist} is missing: run pnpm --filter @portal/web build and pnpm --filter @portal/admin build`,
      );
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-admin-e2e-'));
  const server = await startPortalServer({
    // Seeding and compiling every route's schemas take a minute or more on a busy machine.
    readyWithinMs: 240_000,
    env: {
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      ADMIN_DIST: adminDist,
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      RATE_LIMITS: 'register=1000,login=1000,write=1000,like=1000,upload=1000',
      ...env,
    },
  });
  return { ...server, dataDir };
}

/** Operator accounts made with the server's own command (`pnpm --filter @portal/server admin:create`) on its data folder. */
export async function createOperators(portal: Portal, operators: OperatorAccount[]): Promise<void> {
  for (const o of operators) await createOperator(portal.dataDir, o);
}

export interface Player {
  name: string;
  password: string;
  uid: string;
  token: string;
}

/** A portal-family call, as the player's app makes it. */
export async function portalCall<T = unknown>(
  portal: Portal,
  route: string,
  body: Record<string, string | number> = {},
  who?: Player,
): Promise<{ code: number; msg: string; data: T }> {
  const form = new URLSearchParams({ appID: '2008', channelID: '0' });
  for (const [k, v] of Object.entries(body)) form.set(k, String(v));
  const res = await fetch(`${portal.baseUrl}/portal${route}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(who ? { 'UG-Uid': who.uid, 'UG-Token': who.token } : {}),
    },
    body: form,
  });
  return (await res.json()) as { code: number; msg: string; data: T };
}

const hex = () => Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');

/** A fresh player (0 X钻). */
export async function registerPlayer(portal: Portal): Promise<Player> {
  const name = `p${Math.random().toString(36).slice(2, 10)}`;
  const password = 'secret123';
  const r = await portalCall<{ uid: string; token: string }>(portal, '/user/registerWithName', {
    name,
    password,
    deviceID: hex(),
  });
  if (r.code !== 0) throw new Error(`register failed: ${r.code} ${r.msg}`);
  return { name, password, uid: r.data.uid, token: r.data.token };
}

/** Recharges through the sandbox payment provider with the smallest package of at least `coins` X钻. */
export async function recharge(portal: Portal, who: Player, coins: number): Promise<void> {
  const packages = await portalCall<{ id: number; coins: number }[]>(portal, '/order/packages', {}, who);
  const pack = [...packages.data].sort((a, b) => a.coins - b.coins).find((p) => p.coins >= coins);
  if (!pack) throw new Error(`no package of ${coins} X钻`);
  const pay = await portalCall<{ payUrl: string }>(portal, '/order/payInfo', { packageId: pack.id }, who);
  const confirm = new URL(pay.data.payUrl, portal.baseUrl);
  confirm.pathname += '/confirm';
  await fetch(confirm, { method: 'POST', redirect: 'manual' });
}

/** The player's balance as the app reads it. */
export async function balanceOf(portal: Portal, who: Player): Promise<number> {
  const me = await portalCall<{ coinNum: number }>(portal, '/user/center/me', { uid: who.uid }, who);
  return me.data.coinNum;
}

/** A tiny valid ZIP (the container of .apk and .ipa) holding one stored file. */
export function zipOf(name: string, text: string): Buffer {
  const data = Buffer.from(text);
  const fileName = Buffer.from(name);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + fileName.length, 12);
  end.writeUInt32LE(30 + fileName.length + data.length, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

/** A 1x1 PNG (a valid picture for icon and cover uploads). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
