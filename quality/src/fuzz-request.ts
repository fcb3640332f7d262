// Turns a generated fuzz case into a real HTTP request for one contract operation, and checks the answer.
import fc from 'fast-check';
import type { Session } from './client.ts';
import { freshIp } from './client.ts';
import { checkAnswer, type Json, type Operation } from './contract.ts';
import { bodyFor, hostile, valueFor } from './fuzz-values.ts';
import { securityProblems } from './headers.ts';
import { findLeak } from './leaks.ts';

export type Encoding = 'form' | 'json' | 'multipart' | 'text';

export interface FuzzCase {
  path: Record<string, Json>;
  query: Record<string, Json>;
  body: Json;
  encoding: Encoding;
  idempotencyKey: string | undefined;
  file: { bytes: string; type: string; name: string };
}

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
).toString('latin1');

const FILES = [
  { bytes: PNG_1X1, type: 'image/png', name: 'a.png' },
  {
    bytes: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>',
    type: 'image/svg+xml',
    name: 'x.svg',
  },
  { bytes: '<html><script>alert(1)</script></html>', type: 'image/png', name: 'fake.png' },
  { bytes: '', type: 'image/png', name: 'empty.png' },
  { bytes: 'MZ\u0090\u0000binary', type: 'application/octet-stream', name: '../../../etc/passwd' },
  { bytes: PNG_1X1, type: 'image/png', name: '<img src=x onerror=alert(1)>.png' },
];

/** Cases for one operation; `knownIds` are ids that exist, so some cases reach past the 404s. */
export function caseArbitrary(op: Operation, knownIds: number[]): fc.Arbitrary<FuzzCase> {
  const pathModel: Record<string, fc.Arbitrary<Json>> = {};
  const queryModel: Record<string, fc.Arbitrary<Json>> = {};
  for (const p of op.parameters) {
    if (p.in === 'path') {
      pathModel[p.name] = fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom<Json>(...knownIds) },
        { weight: 2, arbitrary: valueFor(p.schema) },
        { weight: 1, arbitrary: hostile },
      );
    } else if (p.in === 'query') {
      queryModel[p.name] = fc.oneof(
        { weight: 3, arbitrary: valueFor(p.schema) },
        { weight: 1, arbitrary: hostile },
      );
    }
  }
  const types = [...op.body.keys()];
  const schema =
    op.body.get('multipart/form-data') ?? op.body.get('application/json') ?? [...op.body.values()][0];
  const encodings: Encoding[] = types.includes('multipart/form-data')
    ? ['multipart', 'multipart', 'multipart', 'json']
    : types.includes('application/x-www-form-urlencoded')
      ? ['form', 'form', 'json', 'text']
      : types.includes('application/json')
        ? ['json', 'json', 'json', 'text']
        : ['json'];
  return fc.record({
    path: fc.record(pathModel) as fc.Arbitrary<Record<string, Json>>,
    query: fc.record(queryModel, { requiredKeys: [] }) as fc.Arbitrary<Record<string, Json>>,
    body: schema ? bodyFor(schema) : fc.constant(null),
    encoding: fc.constantFrom(...encodings),
    idempotencyKey: fc.option(
      fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{8,40}$/), fc.constantFrom('x', '<>', 'k'.repeat(300))),
      {
        nil: undefined,
      },
    ),
    file: fc.constantFrom(...FILES),
  });
}

/** URLs are capped: Node itself refuses request lines past 16 KiB before any route runs. */
function asParam(v: Json): string {
  const s = typeof v === 'string' ? v : JSON.stringify(v);
  return (s ?? '').slice(0, 2000);
}

function formOf(body: Json): URLSearchParams {
  const form = new URLSearchParams();
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    form.set('value', asParam(body));
    return form;
  }
  for (const [k, v] of Object.entries(body)) {
    if (Array.isArray(v))
      for (const item of v) form.append(k, typeof item === 'string' ? item : JSON.stringify(item));
    else form.set(k, v === null ? '' : typeof v === 'string' ? v : JSON.stringify(v));
  }
  return form;
}

export interface Exchange {
  url: string;
  method: string;
  status: number;
  contentType: string;
  text: string;
  headers: Headers;
}

export async function send(
  base: string,
  op: Operation,
  c: FuzzCase,
  session: Session | null,
): Promise<Exchange> {
  let path = op.path;
  for (const [name, value] of Object.entries(c.path)) {
    path = path.replace(`{${name}}`, encodeURIComponent(asParam(value)));
  }
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(c.query)) if (v !== undefined) qs.set(k, asParam(v));
  const url = `${base}${op.base}${path}${qs.size ? `?${qs}` : ''}`;
  const headers: Record<string, string> = { 'x-forwarded-for': freshIp() };
  if (op.base === '/api') headers['x-requested-with'] = 'XMLHttpRequest';
  if (session) Object.assign(headers, { 'ug-uid': session.uid, 'ug-token': session.token });
  if (c.idempotencyKey) headers['idempotency-key'] = c.idempotencyKey;
  let body: string | FormData | undefined;
  if (op.body.size > 0 || op.method === 'post') {
    if (c.encoding === 'form') {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = formOf(c.body).toString();
    } else if (c.encoding === 'json') {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(c.body);
    } else if (c.encoding === 'text') {
      headers['content-type'] = 'text/plain';
      body = asParam(c.body);
    } else {
      const fd = new FormData();
      fd.set('file', new Blob([Buffer.from(c.file.bytes, 'latin1')], { type: c.file.type }), c.file.name);
      body = fd;
    }
  }
  const res = await fetch(url, { method: op.method.toUpperCase(), headers, body });
  return {
    url,
    method: op.method.toUpperCase(),
    status: res.status,
    contentType: res.headers.get('content-type') ?? '',
    text: await res.text(),
    headers: res.headers,
  };
}

/**
 * Problems with one answer: a 5xx, a leaked stack or path, a shape the contract does not promise, or
 * missing security headers (every answer, errors included, is an API answer here).
 */
export function problemsOf(op: Operation, x: Exchange): string[] {
  const problems: string[] = securityProblems(x.headers, { api: true });
  if (x.status >= 500) problems.push(`answered ${x.status}`);
  const leak = findLeak(x.text);
  if (leak) problems.push(`leaks ${leak}`);
  const check = checkAnswer(op, x.status, x.contentType, x.text);
  if (!check.ok) problems.push(check.reason);
  return problems;
}
