// Hostility below the operations: bodies far over the limit, malformed %-encoding, over-long request lines
// and headers, header bytes Node itself refuses, and broken multipart on the upload operations. Whatever
// layer refuses the request (Node's parser, Fastify before routing, the body parsers), the answer must be
// the portal's `{code, msg, data}` with the security headers; an upload that is cut off or lies about its
// pixels is refused without a 5xx; and the connection is never dropped without an answer.
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, registerUser, type Session } from '../src/client.ts';
import { operations } from '../src/contract.ts';
import {
  BOUNDARY,
  codeOf,
  type Exchange,
  multipartBody,
  type Part,
  portalShapeProblems,
  problemsOf,
  sendRaw,
} from '../src/fuzz-request.ts';
import { wtf8 } from '../src/fuzz-values.ts';
import { postgresAvailable } from '../src/postgres.ts';
import type { RawRequest } from '../src/raw-http.ts';
import { disposeServer, type RunningServer, startServer } from '../src/server.ts';

const pgUp = await postgresAvailable();
const MB = 1024 * 1024;

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A well-formed PNG of a few dozen bytes whose header claims `size`×`size` pixels (a decompression bomb). */
function pngClaiming(size: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(4))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function headersFor(
  session: Session | null,
  extra: [string, string | Buffer][] = [],
): [string, string | Buffer][] {
  const out: [string, string | Buffer][] = [
    ['x-forwarded-for', freshIp()],
    ['x-requested-with', 'XMLHttpRequest'],
  ];
  if (session) out.push(['ug-uid', session.uid], ['ug-token', session.token]);
  return [...out, ...extra];
}

function describeExchange(label: string, x: Exchange): string {
  return `${label}: ${x.transport ?? `${x.status} ${x.text.slice(0, 120)}`}`;
}

describe.each(['sqlite', 'postgres'] as const)('hostile transport (%s)', (db) => {
  let server: RunningServer;
  let user: Session;

  beforeAll(async () => {
    if (db === 'postgres' && !pgUp) return;
    server = await startServer({ db });
    user = await registerUser(server.base);
  }, 120_000);

  afterAll(() => disposeServer(server));

  /** Sends each request and collects what is wrong with its answer, one line each. */
  async function problemsOfAll(
    cases: [string, RawRequest][],
    check: (label: string, x: Exchange) => string[],
  ): Promise<string[]> {
    const out: string[] = [];
    for (const [label, r] of cases) {
      const x = await sendRaw(server.base, r, 30_000);
      const found = check(label, x);
      if (found.length > 0)
        out.push(`${label}: ${found.join(' | ').slice(0, 300)} (${describeExchange('answer', x)})`);
    }
    return out;
  }

  it.skipIf(db === 'postgres' && !pgUp)(
    '10 MB JSON and form bodies to routes that take no file answer 413 in the portal shape, and the connection is not dropped',
    async () => {
      const big = 'x'.repeat(10 * MB);
      const chunked = (() => {
        const payload = Buffer.from(JSON.stringify({ content: big, tagId: 1 }));
        const parts: Buffer[] = [];
        for (let at = 0; at < payload.length; at += 256 * 1024) {
          const piece = payload.subarray(at, at + 256 * 1024);
          parts.push(Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n'));
        }
        parts.push(Buffer.from('0\r\n\r\n'));
        return Buffer.concat(parts);
      })();
      const cases: [string, RawRequest][] = [
        [
          'JSON post',
          {
            method: 'POST',
            target: '/api/v1/square/post',
            headers: headersFor(user, [['content-type', 'application/json']]),
            body: Buffer.from(JSON.stringify({ content: big, tagId: 1 })),
          },
        ],
        [
          'chunked JSON post',
          {
            method: 'POST',
            target: '/api/v1/square/post',
            headers: headersFor(user, [
              ['content-type', 'application/json'],
              ['transfer-encoding', 'chunked'],
            ]),
            body: chunked,
            noLength: true,
          },
        ],
        [
          'form login',
          {
            method: 'POST',
            target: '/portal/user/login',
            headers: headersFor(null, [['content-type', 'application/x-www-form-urlencoded']]),
            body: Buffer.from(`name=abc&password=${big}`),
          },
        ],
        [
          'JSON login',
          {
            method: 'POST',
            target: '/portal/user/login',
            headers: headersFor(null, [['content-type', 'application/json']]),
            body: Buffer.from(JSON.stringify({ name: 'abc', password: big })),
          },
        ],
        [
          'form profile update',
          {
            method: 'POST',
            target: '/portal/user/center/updateInfo',
            headers: headersFor(user, [['content-type', 'application/x-www-form-urlencoded']]),
            body: Buffer.from(`name=${big}`),
          },
        ],
      ];
      // Each sent three times: a server that resets under the upload does so only some of the time.
      const problems = await problemsOfAll([...cases, ...cases, ...cases], (_label, x) => {
        const out = portalShapeProblems(x);
        if (!x.transport && x.status !== 413) out.push(`answered ${x.status}, not 413`);
        return out;
      });
      expect(problems).toEqual([]);
    },
    120_000,
  );

  it.skipIf(db === 'postgres' && !pgUp)(
    'malformed %-encoding, over-long URLs and headers, and header bytes Node refuses get the portal shape and the security headers',
    async () => {
      const get = (target: string, extra: [string, string | Buffer][] = []): RawRequest => ({
        method: 'GET',
        target,
        headers: headersFor(null, extra),
      });
      const post = (target: string, extra: [string, string | Buffer][] = []): RawRequest => ({
        method: 'POST',
        target,
        headers: headersFor(null, [['content-type', 'application/x-www-form-urlencoded'], ...extra]),
        body: Buffer.from('appID=2008'),
      });
      const cases: [string, RawRequest][] = [
        ['%c0%ae in a square path', get('/api/v1/square/post/%c0%ae')],
        ['lone % in a square path', get('/api/v1/square/post/%')],
        ['%c0%ae segments before the route', get('/api/v1/%c0%ae%c0%ae/square/tag/list')],
        ['WTF-8 surrogate in a square path', get('/api/v1/square/post/%ED%A0%80')],
        ['lone % in a portal path', post('/portal/user/%')],
        ['%c0%ae traversal in a portal path', post('/portal/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd')],
        ['%00 in a portal path', post('/portal/user/login%00')],
        ['lone % in a query', get('/api/v1/square/post/list?keyword=%')],
        ['%c0%ae in a query', get('/api/v1/square/post/list?keyword=%c0%ae&currentPage=%')],
        ['100 KB path', get(`/api/v1/square/post/${'x'.repeat(100_000)}`)],
        ['100 KB query', get(`/api/v1/square/post/list?keyword=${'k'.repeat(100_000)}`)],
        ['100 KB portal query', post(`/portal/user/login?${'a'.repeat(100_000)}`)],
        ['100 KB header', get('/api/v1/square/tag/list', [['x-long', 'v'.repeat(100_000)]])],
        [
          '20 KB session token',
          get('/api/v1/square/post/me', [
            ['ug-uid', '1'],
            ['ug-token', 't'.repeat(20_000)],
          ]),
        ],
        [
          '300 headers',
          get(
            '/api/v1/square/tag/list',
            Array.from({ length: 300 }, (_, i) => [`x-h${i}`, 'v'.repeat(100)]),
          ),
        ],
        [
          'NUL in a header value',
          get('/api/v1/square/tag/list', [['x-requested-with', Buffer.from('a\u0000b')]]),
        ],
        ['bare CR in a header value', get('/api/v1/square/tag/list', [['ug-token', Buffer.from('a\rb')]])],
        [
          'raw surrogate bytes in a header value',
          get('/api/v1/square/post/me', [['ug-token', wtf8('\ud800')]]),
        ],
        ['space in a header name', get('/api/v1/square/tag/list', [['bad name', 'x']])],
        ['unknown method', { method: 'BREW', target: '/api/v1/square/tag/list', headers: headersFor(null) }],
        ['two Content-Length headers', post('/portal/user/login', [['content-length', '3']])],
      ];
      const problems = await problemsOfAll(cases, (_label, x) => portalShapeProblems(x));
      expect(problems).toEqual([]);
    },
    120_000,
  );

  it.skipIf(db === 'postgres' && !pgUp)(
    'broken multipart on the upload operations is refused in the contract shape, and a PNG claiming 60000×60000 pixels is not accepted',
    async () => {
      const file = (data: Buffer, name = 'a.png', type = 'image/png'): Part => ({
        name: 'file',
        filename: name,
        type,
        data,
      });
      const whole = multipartBody([file(PNG_1X1)]);
      const bodies: [string, Buffer, string][] = [
        ['cut off mid-part', whole.subarray(0, Math.floor(whole.length * 0.6)), BOUNDARY],
        ['no closing boundary', multipartBody([file(PNG_1X1)], { close: false }), BOUNDARY],
        ['cut off inside the part headers', whole.subarray(0, 60), BOUNDARY],
        ['wrong boundary', whole, 'not-the-boundary'],
        ['empty body', Buffer.alloc(0), BOUNDARY],
        ['only the closing boundary', Buffer.from(`--${BOUNDARY}--\r\n`), BOUNDARY],
        [
          'a part without a name',
          Buffer.from(`--${BOUNDARY}\r\nContent-Type: image/png\r\n\r\nxx\r\n--${BOUNDARY}--\r\n`),
          BOUNDARY,
        ],
        ['two files', multipartBody([file(PNG_1X1), file(PNG_1X1, 'b.png')]), BOUNDARY],
        [
          '30 parts',
          multipartBody([
            file(PNG_1X1),
            ...Array.from({ length: 29 }, (_, i) => ({ name: `f${i}`, data: Buffer.from('x') })),
          ]),
          BOUNDARY,
        ],
        ['NUL in the file name', multipartBody([file(PNG_1X1, 'a\u0000.png')]), BOUNDARY],
        ['raw surrogate bytes in the file name', multipartBody([file(PNG_1X1, '\ud800.png')]), BOUNDARY],
        ['5000-character file name', multipartBody([file(PNG_1X1, `${'长'.repeat(5000)}.png`)]), BOUNDARY],
        ['a truncated PNG', multipartBody([file(PNG_1X1.subarray(0, 40))]), BOUNDARY],
        ['PNG claiming 60000×60000', multipartBody([file(pngClaiming(60_000))]), BOUNDARY],
      ];
      const problems: string[] = [];
      for (const opId of ['uploadMedia', 'uploadAvatar']) {
        const op = operations.find((o) => o.id === opId);
        if (!op) throw new Error(`${opId} is not in the contract`);
        for (const [label, body, boundary] of bodies) {
          const x = await sendRaw(
            server.base,
            {
              method: 'POST',
              target: `${op.base}${op.path}`,
              headers: headersFor(user, [['content-type', `multipart/form-data; boundary=${boundary}`]]),
              body,
            },
            30_000,
          );
          const found = problemsOf(op, x);
          if (label.startsWith('PNG claiming') && x.status === 200 && codeOf(x) === 0) found.push('accepted');
          for (const p of found)
            problems.push(`${opId} ${label}: ${p.slice(0, 200)} (${describeExchange('answer', x)})`);
        }
      }
      expect(problems).toEqual([]);
    },
    120_000,
  );
});
