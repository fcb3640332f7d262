// HTTP calls against separate server processes, the way a load balancer forwards them.
import http from 'node:http';
import type { Session } from './http.ts';
import { freshIp } from './http.ts';

export type Portal<T = unknown> = { status: number; body: { code: number; msg: string; data: T } };

/** A portal call over real HTTP from client address `ip` (sent as X-Forwarded-For, TRUST_PROXY=1). */
export async function call<T = unknown>(
  base: string,
  path: string,
  body: Record<string, string | number> = {},
  opts: { session?: Session | null; ip?: string } = {},
): Promise<Portal<T>> {
  const form = new URLSearchParams({ appID: '2008', channelID: '0' });
  for (const [k, v] of Object.entries(body)) form.set(k, String(v));
  const res = await fetch(`${base}/portal${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': opts.ip ?? freshIp(),
      ...(opts.session ? { 'ug-uid': opts.session.uid, 'ug-token': opts.session.token } : {}),
    },
    body: form.toString(),
  });
  return { status: res.status, body: (await res.json()) as Portal<T>['body'] };
}

let seq = 0;

export async function register(base: string): Promise<Session> {
  seq += 1;
  const name = `so${process.pid % 1000}_${seq}_${Math.floor(Math.random() * 1e4)}`.slice(0, 16);
  const res = await call<{ uid: string; token: string }>(base, '/user/registerWithName', {
    name,
    password: 'secret123',
    deviceID: 'd'.repeat(32),
  });
  if (res.body.code !== 0) throw new Error(`register failed: ${JSON.stringify(res.body)}`);
  return { uid: res.body.data.uid, token: res.body.data.token };
}

/** What became of one request sent on a fresh connection (no keep-alive, like `agent: false`). */
export type Outcome =
  | { kind: 'answered'; status: number; body: string }
  /** Nothing listens on the port: the instance is down. A load balancer tries the next one. */
  | { kind: 'refused' }
  /** The connection broke before any answer byte. */
  | { kind: 'broken'; error: string };

/** One portal POST on a new TCP connection; never throws. */
export function rawPost(
  base: string,
  path: string,
  form: string,
  headers: Record<string, string> = {},
): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.request(
      `${base}${path}`,
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(form),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ kind: 'answered', status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        res.on('error', (err) => resolve({ kind: 'broken', error: String(err) }));
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) =>
      resolve(err.code === 'ECONNREFUSED' ? { kind: 'refused' } : { kind: 'broken', error: String(err) }),
    );
    req.end(form);
  });
}
