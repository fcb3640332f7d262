// Turns a fuzz case into the bytes of a real HTTP request for one contract operation (form, JSON,
// multipart, or a deliberately broken body), sends it over a bare socket, and checks the answer.
import fc from 'fast-check';
import type { Session } from './client.ts';
import { freshIp } from './client.ts';
import { checkAnswer, type Json, type Operation } from './contract.ts';
import { bodyFor, hostile, Raw, type Value, valueFor, wtf8 } from './fuzz-values.ts';
import { securityProblems } from './headers.ts';
import { findLeak } from './leaks.ts';
import { type RawRequest, rawExchange, transportProblem } from './raw-http.ts';

export type Encoding = 'form' | 'json' | 'multipart' | 'text';

export interface FuzzFile {
  bytes: Buffer;
  type: string;
  name: string;
}

export interface FuzzCase {
  path: Record<string, Value>;
  query: Record<string, Value>;
  body: Value;
  encoding: Encoding;
  idempotencyKey: string | undefined;
  file: FuzzFile;
  /** Header fields replaced by hostile values (Idempotency-Key, X-Requested-With, UG-Uid, UG-Token). */
  headers?: Record<string, Value>;
  /** In multipart, send the body's `file` field as a text part instead of the file. */
  fileAsText?: boolean;
  /** A body sent exactly as these bytes with this content type, instead of encoding `body`. */
  rawBody?: { bytes: Buffer; type: string };
}

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export const FILES: readonly FuzzFile[] = [
  { bytes: PNG_1X1, type: 'image/png', name: 'a.png' },
  {
    bytes: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>',
    ),
    type: 'image/svg+xml',
    name: 'x.svg',
  },
  { bytes: Buffer.from('<html><script>alert(1)</script></html>'), type: 'image/png', name: 'fake.png' },
  { bytes: Buffer.alloc(0), type: 'image/png', name: 'empty.png' },
  {
    bytes: Buffer.from('MZ\u0090\u0000binary', 'latin1'),
    type: 'application/octet-stream',
    name: '../../../etc/passwd',
  },
  { bytes: PNG_1X1, type: 'image/png', name: '<img src=x onerror=alert(1)>.png' },
];

/** The encodings an operation's request body accepts, the contract's main one first. */
export function encodingsOf(op: Operation): Encoding[] {
  const types = [...op.body.keys()];
  if (types.includes('multipart/form-data')) return ['multipart'];
  const out: Encoding[] = [];
  if (types.includes('application/x-www-form-urlencoded')) out.push('form');
  if (types.includes('application/json')) out.push('json');
  return out.length > 0 ? out : op.method === 'post' ? ['json'] : [];
}

export function bodySchemaOf(op: Operation): Json | undefined {
  return op.body.get('multipart/form-data') ?? op.body.get('application/json') ?? [...op.body.values()][0];
}

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
  const schema = bodySchemaOf(op);
  const accepted = encodingsOf(op);
  const encodings: Encoding[] =
    op.body.size === 0
      ? ['json']
      : accepted.includes('multipart')
        ? ['multipart', 'multipart', 'multipart', 'json']
        : accepted.includes('form')
          ? ['form', 'form', 'json', 'text']
          : accepted.includes('json')
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

/** The bytes of a value as text: exact bytes, a string as WTF-8, anything else as its JSON. */
export function bytesOf(v: Value | undefined): Buffer {
  if (v instanceof Raw) return v.bytes;
  if (v === undefined || v === null) return Buffer.alloc(0);
  return wtf8(typeof v === 'string' ? v : JSON.stringify(v));
}

const UNRESERVED = /[A-Za-z0-9\-_.~]/;

/** %-encodes every byte but the unreserved ones, so invalid UTF-8 reaches the server as sent. */
export function percent(bytes: Buffer): string {
  let out = '';
  for (const b of bytes) {
    const ch = String.fromCharCode(b);
    out += b < 0x80 && UNRESERVED.test(ch) ? ch : `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/**
 * Node refuses request lines and headers past 16 KiB before any route runs (tested on its own), so
 * values in the URL or a header are cut to this many bytes.
 */
export const LINE_VALUE_BYTES = 4000;

function lineValue(v: Value): string {
  return percent(bytesOf(v).subarray(0, LINE_VALUE_BYTES));
}

function formPairs(key: string, v: Value, out: string[]): void {
  if (Array.isArray(v)) {
    for (const item of v) out.push(`${percent(wtf8(key))}=${percent(bytesOf(item))}`);
  } else if (v !== null && typeof v === 'object' && !(v instanceof Raw)) {
    // Bracketed keys, as qs-style clients write nested objects.
    for (const [k, inner] of Object.entries(v)) formPairs(`${key}[${k}]`, inner, out);
  } else if (v === null) {
    out.push(percent(wtf8(key)));
  } else {
    out.push(`${percent(wtf8(key))}=${percent(bytesOf(v))}`);
  }
}

export function formBody(body: Value): Buffer {
  if (body instanceof Raw) return body.bytes;
  const out: string[] = [];
  if (body === null || typeof body !== 'object' || Array.isArray(body)) formPairs('value', body, out);
  else for (const [k, v] of Object.entries(body)) formPairs(k, v, out);
  return Buffer.from(out.join('&'), 'latin1');
}

/** JSON text with exact-byte values spliced in where they stand. */
export function jsonBody(v: Value): Buffer {
  if (v instanceof Raw) {
    return v.quoted ? Buffer.concat([Buffer.from('"'), v.bytes, Buffer.from('"')]) : v.bytes;
  }
  if (Array.isArray(v)) {
    const parts = v.map((item) => jsonBody(item));
    return Buffer.concat([
      Buffer.from('['),
      ...parts.flatMap((p, i) => (i ? [Buffer.from(','), p] : [p])),
      Buffer.from(']'),
    ]);
  }
  if (v !== null && typeof v === 'object') {
    const parts = Object.entries(v).map(([k, inner]) =>
      Buffer.concat([wtf8(JSON.stringify(k)), Buffer.from(':'), jsonBody(inner)]),
    );
    return Buffer.concat([
      Buffer.from('{'),
      ...parts.flatMap((p, i) => (i ? [Buffer.from(','), p] : [p])),
      Buffer.from('}'),
    ]);
  }
  // JSON.stringify writes lone surrogates as \ud800 escapes, the JSON way of sending them.
  return wtf8(JSON.stringify(v) ?? 'null');
}

export interface Part {
  name: Buffer | string;
  filename?: Buffer | string;
  type?: string;
  data: Buffer;
}

export const BOUNDARY = '----portalfuzz7d1f0c';

/** A multipart body; `close: false` leaves out the closing boundary. */
export function multipartBody(parts: Part[], opts: { boundary?: string; close?: boolean } = {}): Buffer {
  const boundary = opts.boundary ?? BOUNDARY;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const name = typeof p.name === 'string' ? wtf8(p.name) : p.name;
    const head = [
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="`),
      name,
      Buffer.from('"'),
    ];
    if (p.filename !== undefined) {
      const fname = typeof p.filename === 'string' ? wtf8(p.filename) : p.filename;
      head.push(Buffer.from('; filename="'), fname, Buffer.from('"'));
    }
    head.push(Buffer.from('\r\n'));
    if (p.type) head.push(Buffer.from(`Content-Type: ${p.type}\r\n`));
    chunks.push(...head, Buffer.from('\r\n'), p.data, Buffer.from('\r\n'));
  }
  if (opts.close !== false) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

function multipartOf(c: FuzzCase): Buffer {
  const parts: Part[] = [];
  const body = c.body;
  if (body !== null && typeof body === 'object' && !Array.isArray(body) && !(body instanceof Raw)) {
    for (const [k, v] of Object.entries(body)) {
      if (k === 'file' && !c.fileAsText) continue;
      parts.push({ name: k, data: bytesOf(v) });
    }
  }
  if (!c.fileAsText)
    parts.unshift({ name: 'file', filename: c.file.name, type: c.file.type, data: c.file.bytes });
  return multipartBody(parts);
}

export interface Exchange {
  url: string;
  method: string;
  /** 0 when no answer came. */
  status: number;
  contentType: string;
  text: string;
  headers: Headers;
  /** Why no answer came (reset, closed, timeout); null when one did. */
  transport: string | null;
}

export function portOf(base: string): number {
  return Number(new URL(base).port);
}

/** The request a case stands for, as bytes on the wire. */
export function requestOf(op: Operation, c: FuzzCase, session: Session | null): RawRequest {
  let path = op.path;
  for (const [name, value] of Object.entries(c.path)) path = path.replace(`{${name}}`, lineValue(value));
  const qs = Object.entries(c.query)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${percent(wtf8(k))}=${lineValue(v)}`)
    .join('&');
  const target = `${op.base}${path}${qs ? `?${qs}` : ''}`;
  const headers = new Map<string, string | Buffer>([['x-forwarded-for', freshIp()]]);
  if (op.base === '/api') headers.set('x-requested-with', 'XMLHttpRequest');
  if (session) {
    headers.set('ug-uid', session.uid);
    headers.set('ug-token', session.token);
    if (session.operatorToken && op.path.startsWith('/v1/admin/'))
      headers.set('authorization', `Bearer ${session.operatorToken}`);
  }
  if (c.idempotencyKey) headers.set('idempotency-key', c.idempotencyKey);
  for (const [name, v] of Object.entries(c.headers ?? {})) {
    headers.set(name.toLowerCase(), bytesOf(v).subarray(0, LINE_VALUE_BYTES));
  }
  let body: Buffer | undefined;
  if (c.rawBody) {
    headers.set('content-type', c.rawBody.type);
    body = c.rawBody.bytes;
  } else if (op.body.size > 0 || op.method === 'post') {
    if (c.encoding === 'form') {
      headers.set('content-type', 'application/x-www-form-urlencoded');
      body = formBody(c.body);
    } else if (c.encoding === 'json') {
      headers.set('content-type', 'application/json');
      body = jsonBody(c.body);
    } else if (c.encoding === 'text') {
      headers.set('content-type', 'text/plain');
      body = bytesOf(c.body).subarray(0, 2000);
    } else {
      headers.set('content-type', `multipart/form-data; boundary=${BOUNDARY}`);
      body = multipartOf(c);
    }
  }
  return { method: op.method.toUpperCase(), target, headers: [...headers], ...(body ? { body } : {}) };
}

export async function sendRaw(base: string, r: RawRequest, timeoutMs?: number): Promise<Exchange> {
  const o = await rawExchange(portOf(base), r, timeoutMs);
  const url = r.target;
  if (o.kind !== 'answer') {
    return {
      url,
      method: r.method,
      status: 0,
      contentType: '',
      text: '',
      headers: new Headers(),
      transport: transportProblem(o),
    };
  }
  return {
    url,
    method: r.method,
    status: o.status,
    contentType: o.headers.get('content-type') ?? '',
    text: o.text,
    headers: o.headers,
    transport: null,
  };
}

export function send(base: string, op: Operation, c: FuzzCase, session: Session | null): Promise<Exchange> {
  return sendRaw(base, requestOf(op, c, session));
}

/** The security-header problems of an answer as one line (they come together when a layer skips them all). */
function headerProblems(x: Exchange): string[] {
  const missing = securityProblems(x.headers, { api: true });
  return missing.length > 0 ? [`security headers: ${missing.join('; ')}`] : [];
}

/**
 * Problems with one answer: none came (reset, closed, timeout), a 5xx, a leaked stack or path, a shape
 * the contract does not promise, or missing security headers (every answer here is an API answer).
 */
export function problemsOf(op: Operation, x: Exchange): string[] {
  if (x.transport) return [x.transport];
  const problems: string[] = headerProblems(x);
  if (x.status >= 500) problems.push(`answered ${x.status}`);
  const leak = findLeak(x.text);
  if (leak) problems.push(`leaks ${leak}`);
  const check = checkAnswer(op, x.status, x.contentType, x.text);
  if (!check.ok) problems.push(check.reason);
  return problems;
}

/**
 * Problems with an answer given outside any operation (refused before routing, or by size): it must
 * still be the portal's `{code, msg, data}` with a 4xx status, `data: null`, and the security headers.
 */
export function portalShapeProblems(x: Exchange): string[] {
  if (x.transport) return [x.transport];
  const problems: string[] = headerProblems(x);
  if (x.status >= 500) problems.push(`answered ${x.status}`);
  const leak = findLeak(x.text);
  if (leak) problems.push(`leaks ${leak}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(x.text);
  } catch {
    problems.push(
      `not the portal shape: ${x.status} ${x.contentType} ${JSON.stringify(x.text.slice(0, 120))}`,
    );
    return problems;
  }
  const o = parsed as { code?: unknown; msg?: unknown; data?: unknown };
  const shaped =
    typeof parsed === 'object' &&
    parsed !== null &&
    Number.isInteger(o.code) &&
    typeof o.msg === 'string' &&
    o.msg.length > 0 &&
    'data' in o;
  if (!shaped) problems.push(`not the portal shape: ${x.status} ${x.text.slice(0, 160)}`);
  else if (x.status >= 400 && o.data !== null) problems.push(`refusal with data: ${x.text.slice(0, 160)}`);
  if (!x.contentType.includes('application/json'))
    problems.push(`content type ${x.contentType || 'missing'}`);
  return problems;
}

/** A case's value for a failure report: exact-byte values by their label. */
export function show(v: Value | undefined): string {
  return (
    JSON.stringify(v, (_key, inner: unknown) => (inner instanceof Raw ? `<${inner.label}>` : inner)) ?? ''
  );
}

/** The business code of a JSON answer, when it has one. */
export function codeOf(x: Exchange): number | undefined {
  try {
    const code = (JSON.parse(x.text) as { code?: unknown }).code;
    return typeof code === 'number' ? code : undefined;
  } catch {
    return undefined;
  }
}
