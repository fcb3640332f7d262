import type { FastifyInstance } from 'fastify';
import type { OperatorRole } from '../../src/db/tables/admin.ts';
import { createOperator } from '../../src/modules/admin/index.ts';
import { freshIp } from './http.ts';

export interface AdminAnswer<T = unknown> {
  status: number;
  body: { code: number; msg: string; data: T };
}

let n = 0;

/** Creates an operator straight in the database (as the CLI does) and logs in through the API. */
export async function operatorSession(
  app: FastifyInstance,
  role: OperatorRole,
): Promise<{ token: string; id: number; name: string }> {
  n += 1;
  const name = `${role}_${process.pid % 1000}_${n}`;
  const row = await createOperator(app.db, app.config, { name, password: 'secret1234', role });
  const res = await adminCall<{ token: string }>(app, 'POST', '/v1/admin/login', null, {
    body: { name, password: 'secret1234' },
  });
  if (res.body.code !== 0) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return { token: res.body.data.token, id: row.id, name };
}

/** An admin call under /api with an operator token (or none). */
export async function adminCall<T = unknown>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  token: string | null,
  opts: {
    body?: unknown;
    query?: Record<string, string | number | boolean>;
    headers?: Record<string, string>;
    multipart?: { payload: Buffer; headers: Record<string, string> };
    /** The client address; a new one each call unless given. */
    ip?: string;
  } = {},
): Promise<AdminAnswer<T>> {
  const qs = opts.query
    ? `?${new URLSearchParams(Object.entries(opts.query).map(([k, v]): [string, string] => [k, String(v)])).toString()}`
    : '';
  const res = await app.inject({
    method,
    url: `/api${path}${qs}`,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.multipart?.headers ?? {}),
      ...(opts.headers ?? {}),
    },
    ...(opts.body !== undefined ? { payload: JSON.stringify(opts.body) } : {}),
    ...(opts.multipart ? { payload: opts.multipart.payload } : {}),
    remoteAddress: opts.ip ?? freshIp(),
  });
  return { status: res.statusCode, body: res.json() };
}

/**
 * A game added in the console (`adminCreateGame`) under type 1, which the test made: free, or sold for
 * `buyAmount` X钻. Answers its id.
 */
export async function createGameByConsole(
  app: FastifyInstance,
  token: string,
  name: string,
  buyAmount = 0,
): Promise<number> {
  const created = await adminCall<{ id: number }>(app, 'POST', '/v1/admin/games', token, {
    body: {
      name,
      typeId: 1,
      icon: '/files/i.png',
      cover: '/files/c.png',
      summary: name,
      intro: '<p>介绍</p>',
      tags: ['新游'],
      onlineType: buyAmount > 0 ? 1 : 0,
      buyAmount,
      version: '1.0.0',
    },
  });
  if (created.body.code !== 0) throw new Error(`game not created: ${JSON.stringify(created.body)}`);
  return created.body.data.id;
}
