import type { FastifyInstance } from 'fastify';

export interface Session {
  uid: string;
  token: string;
}

export interface Answer<T = unknown> {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: { code: number; msg: string; data: T };
}

function sessionHeaders(session?: Session | null): Record<string, string> {
  return session ? { 'ug-uid': session.uid, 'ug-token': session.token } : {};
}

/** A portal call (fresh client address unless `opts.ip`) the way the SDK makes it: POST /portal{path}, form-urlencoded, UG-* headers. */
export async function portalPost<T = unknown>(
  app: FastifyInstance,
  path: string,
  body: Record<string, string | number | undefined> = {},
  session?: Session | null,
  opts: { ip?: string } = {},
): Promise<Answer<T>> {
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries({ appID: 2008, channelID: '0', ...body })) {
    if (v !== undefined) form.set(k, String(v));
  }
  const res = await app.inject({
    method: 'POST',
    url: `/portal${path}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...sessionHeaders(session) },
    payload: form.toString(),
    // A fresh client address per call unless told: per-address rate limits then only bite in tests about them.
    remoteAddress: opts.ip ?? freshIp(),
  });
  return { status: res.statusCode, headers: res.headers, body: res.json() };
}

/** A square call: JSON under /api. */
export async function apiCall<T = unknown>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  opts: {
    query?: Record<string, string | number>;
    body?: unknown;
    session?: Session | null;
    ip?: string;
  } = {},
): Promise<Answer<T>> {
  const qs = opts.query
    ? `?${new URLSearchParams(Object.entries(opts.query).map(([k, v]): [string, string] => [k, String(v)])).toString()}`
    : '';
  const res = await app.inject({
    method,
    url: `/api${path}${qs}`,
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...sessionHeaders(opts.session),
    },
    ...(opts.body !== undefined ? { payload: JSON.stringify(opts.body) } : {}),
    remoteAddress: opts.ip ?? freshIp(),
  });
  return { status: res.statusCode, headers: res.headers, body: res.json() };
}

let counter = 0;

/** A distinct client address, so per-address rate limits do not couple unrelated test steps. */
export function freshIp(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

/** Registers a fresh user by name and returns its session. */
export async function registerUser(
  app: FastifyInstance,
  opts: { name?: string; password?: string; inviteCode?: string } = {},
): Promise<Session & { name: string; password: string }> {
  counter += 1;
  const name =
    opts.name ?? `u${process.pid % 1000}_${counter}_${Math.floor(Math.random() * 1e4)}`.slice(0, 16);
  const password = opts.password ?? 'secret123';
  const res = await portalPost<{ uid: string; token: string }>(
    app,
    '/user/registerWithName',
    {
      name,
      password,
      inviteCode: opts.inviteCode,
      deviceID: 'c'.repeat(32),
    },
    null,
    { ip: freshIp() },
  );
  if (res.body.code !== 0) throw new Error(`registerUser failed: ${JSON.stringify(res.body)}`);
  return { uid: res.body.data.uid, token: res.body.data.token, name, password };
}
