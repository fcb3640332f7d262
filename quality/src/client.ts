// Plain HTTP calls against a running portal, the way the SDK sends them (form-urlencoded portal family,
// JSON square family). Each "client" has its own forwarded address so per-address limits see real users.
import { randomBytes } from 'node:crypto';

export interface Session {
  uid: string;
  token: string;
  /** An operator's token, sent as `Authorization: Bearer` on the admin family (`/v1/admin/...`). */
  operatorToken?: string;
}

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: { code: number; msg: string; data: T };
}

let ipCounter = 0;
/** A distinct client address (sent as X-Forwarded-For; the server under test trusts the proxy header). */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

function sessionHeaders(s?: Session | null): Record<string, string> {
  return s ? { 'ug-uid': s.uid, 'ug-token': s.token } : {};
}

async function parse<T>(res: Response): Promise<Answer<T>> {
  const text = await res.text();
  let body: Answer<T>['body'];
  try {
    body = JSON.parse(text) as Answer<T>['body'];
  } catch {
    throw new Error(`not JSON (${res.status}): ${text.slice(0, 300)}`);
  }
  return { status: res.status, headers: res.headers, body };
}

export interface CallOptions {
  session?: Session | null;
  ip?: string;
  headers?: Record<string, string>;
}

export async function portalPost<T = unknown>(
  base: string,
  path: string,
  fields: Record<string, string | number | undefined> = {},
  opts: CallOptions = {},
): Promise<Answer<T>> {
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries({ appID: 2008, channelID: '0', ...fields })) {
    if (v !== undefined) form.set(k, String(v));
  }
  const res = await fetch(`${base}/portal${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': opts.ip ?? freshIp(),
      ...sessionHeaders(opts.session),
      ...opts.headers,
    },
    body: form.toString(),
  });
  return parse<T>(res);
}

export async function apiCall<T = unknown>(
  base: string,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  opts: CallOptions & { query?: Record<string, string | number>; body?: unknown } = {},
): Promise<Answer<T>> {
  const qs = opts.query
    ? `?${new URLSearchParams(Object.entries(opts.query).map(([k, v]): [string, string] => [k, String(v)]))}`
    : '';
  const res = await fetch(`${base}/api${path}${qs}`, {
    method,
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      'x-forwarded-for': opts.ip ?? freshIp(),
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...sessionHeaders(opts.session),
      ...opts.headers,
    },
    ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
  });
  return parse<T>(res);
}

export type Registered = Session & { name: string; password: string; ip: string };

/** Registers a fresh user by name (2-16 characters) and returns its session. */
export async function registerUser(base: string, name?: string): Promise<Registered> {
  const ip = freshIp();
  const finalName = name ?? `q${randomBytes(5).toString('hex')}`;
  const password = 'secret123';
  const res = await portalPost<Session>(
    base,
    '/user/registerWithName',
    { name: finalName, password, deviceID: randomBytes(16).toString('hex') },
    { ip },
  );
  if (res.body.code !== 0) throw new Error(`register failed: ${JSON.stringify(res.body)}`);
  return { uid: res.body.data.uid, token: res.body.data.token, name: finalName, password, ip };
}

/** Recharges through the sandbox provider exactly as a user does: order, then the pay page's confirm. */
export async function recharge(base: string, s: Session, packageId = 5): Promise<string> {
  const info = await portalPost<{ order: { orderNo: string }; payUrl: string }>(
    base,
    '/order/payInfo',
    { packageId },
    { session: s },
  );
  if (info.body.code !== 0) throw new Error(`payInfo failed: ${JSON.stringify(info.body)}`);
  // payUrl is /pay/sandbox/{orderNo}?token=…: the confirm action keeps the order's capability.
  const confirm = new URL(info.body.data.payUrl, base);
  confirm.pathname += '/confirm';
  const res = await fetch(confirm, { method: 'POST', redirect: 'manual' });
  if (res.status !== 303) throw new Error(`sandbox confirm answered ${res.status}`);
  if (!res.headers.get('location')?.includes('paid=1')) throw new Error('sandbox confirm did not pay');
  return info.body.data.order.orderNo;
}

export interface UserStatus {
  coinNum: number;
  levelType: number;
}

export async function coinBalance(base: string, s: Session): Promise<number> {
  const me = await portalPost<UserStatus>(base, '/user/center/me', { uid: s.uid }, { session: s });
  if (me.body.code !== 0) throw new Error(`center/me failed: ${JSON.stringify(me.body)}`);
  return me.body.data.coinNum;
}

export interface LedgerEntry {
  amount: number;
  kind: string;
}

/** The user's whole X钻 history through the API (coin/all), every page. */
export async function ledgerThroughApi(base: string, s: Session): Promise<LedgerEntry[]> {
  const all: LedgerEntry[] = [];
  for (let page = 1; page < 1000; page += 1) {
    const res = await portalPost<{ records: LedgerEntry[]; total: number }>(
      base,
      '/user/center/coin/all',
      { uid: s.uid, currentPage: page, pageSize: 100 },
      { session: s },
    );
    if (res.body.code !== 0) throw new Error(`coin/all failed: ${JSON.stringify(res.body)}`);
    all.push(...res.body.data.records);
    if (all.length >= res.body.data.total || res.body.data.records.length === 0) break;
  }
  return all;
}
