import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCall,
  dbKinds,
  multipart,
  png,
  portalPost,
  registerUser,
  type Session,
  startTestApp,
  type TestApp,
} from './helpers/index.ts';

/** A refusal in the portal's shape: HTTP 400, `{code: 400, msg: 参数错误：..., data: null}`. */
function expectBadRequest(res: { status: number; body: unknown }, msg: RegExp): void {
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ code: 400, msg: expect.stringMatching(msg), data: null });
  expect((res.body as { msg: string }).msg).toMatch(/^参数错误：/);
}

/** The headers http/security.ts puts on every answer. */
function expectSecurityHeaders(headers: Record<string, unknown>): void {
  expect(String(headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-request-id']).toBeTruthy();
}

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Writes bytes on one real TCP connection and reads the answers (Content-Length framed) until
 * `count` arrived or the server closes; `closed` tells whether it did.
 */
function exchange(
  port: number,
  data: Buffer | string,
  count: number,
): Promise<{ answers: RawAnswer[]; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let buf = Buffer.alloc(0);
    const answers: RawAnswer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`timed out with ${answers.length} answers`));
    }, 10_000);
    const finish = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ answers, closed });
    };
    socket.on('data', (chunk) => {
      buf = Buffer.concat([buf, chunk]);
      for (;;) {
        const end = buf.indexOf('\r\n\r\n');
        if (end < 0) break;
        const [statusLine, ...lines] = buf.subarray(0, end).toString('latin1').split('\r\n');
        const headers: Record<string, string> = {};
        for (const line of lines) {
          const at = line.indexOf(':');
          headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
        }
        const length = Number(headers['content-length'] ?? 0);
        if (buf.length < end + 4 + length) break;
        const body = buf.subarray(end + 4, end + 4 + length).toString('utf8');
        answers.push({ status: Number(statusLine?.split(' ')[1]), headers, body });
        buf = buf.subarray(end + 4 + length);
      }
      if (answers.length >= count) finish(false);
    });
    // A reset while we still write is the server dropping the connection: report what arrived.
    socket.on('error', () => finish(true));
    socket.on('close', () => finish(true));
    socket.write(data);
  });
}

describe.each(dbKinds)('hostile input (%s)', (db) => {
  let t: TestApp;
  let port: number;
  let alice: Session;
  let tagId: number;
  let postId: number;

  beforeAll(async () => {
    t = await startTestApp({ db });
    const [tag] = await t.app.db
      .insertInto('square_tags')
      .values({ tag: '攻略', sort: 0 })
      .returning('id')
      .execute();
    tagId = tag!.id;
    alice = await registerUser(t.app);
    const post = await apiCall<{ id: number }>(t.app, 'POST', '/v1/square/post', {
      session: alice,
      body: { content: '第一篇', tagId },
    });
    postId = post.body.data.id;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t?.close());

  it('refuses NUL, other C0 controls and lone surrogates in every kind of request string', async () => {
    const control = /含有不允许的控制字符$/;
    const publish = (content: string) =>
      apiCall(t.app, 'POST', '/v1/square/post', { session: alice, body: { content, tagId } });
    expectBadRequest(await publish('攻略\u0000分享'), /^参数错误：content 含有不允许的控制字符$/);
    expectBadRequest(await publish('响铃\u0007'), control);
    expectBadRequest(await publish('半个\ud800字'), /^参数错误：content 含有无效的 Unicode 字符$/);
    expectBadRequest(
      await apiCall(t.app, 'POST', `/v1/square/post/${postId}/comment`, {
        session: alice,
        body: { content: 'a\u0000' },
      }),
      control,
    );
    expectBadRequest(
      await apiCall(t.app, 'GET', '/v1/square/post/list', { query: { keyword: '攻\u0000' } }),
      control,
    );
    expectBadRequest(
      await apiCall(t.app, 'GET', '/v1/square/keyword/suggestion', { query: { keyword: '\u001f' } }),
      control,
    );
    expectBadRequest(
      await portalPost(t.app, '/user/registerWithName', {
        name: 'nul_invite',
        password: 'secret123',
        inviteCode: 'K7\u0000',
      }),
      /^参数错误：inviteCode 含有不允许的控制字符$/,
    );
    expectBadRequest(await apiCall(t.app, 'POST', '/v1/user/follow/1%00'), control);
    // A property name is checked too, and never echoed.
    expectBadRequest(
      await apiCall(t.app, 'POST', '/v1/square/post', {
        session: alice,
        body: { content: 'x', tagId, 'a\u0000': 1 },
      }),
      /^参数错误：请求体 含有不允许的控制字符$/,
    );
    // Tab, line feed and carriage return are text.
    const ok = await publish('第一行\n\t第二行\r\n');
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ code: 0, data: { content: '第一行\n\t第二行\r\n' } });
  });

  it('caps paging where the contract does, so no offset overflows', async () => {
    expectBadRequest(
      await apiCall(t.app, 'GET', '/v1/square/post/list', { query: { currentPage: 100001 } }),
      /^参数错误：currentPage 需在 1-100000 之间$/,
    );
    expectBadRequest(
      await apiCall(t.app, 'GET', '/v1/square/post/list', { query: { pageSize: 101 } }),
      /pageSize 需在 1-100 之间/,
    );
    // Portal paging (the contract's PageRequest) had no cap: 9e18 overflowed SQLite's offset.
    for (const currentPage of [9_000_000_000_000_000_000, 2 ** 53, 100001]) {
      expectBadRequest(
        await portalPost(t.app, '/web/game/list', { currentPage, pageSize: 100 }),
        /^参数错误：currentPage (需在 1-100000 之间|类型应为 整数)$/,
      );
    }
    const last = await portalPost(t.app, '/web/game/list', { currentPage: 100000, pageSize: 100 });
    expect(last.status).toBe(200);
    expect(last.body).toMatchObject({ code: 0, data: { records: [], currentPage: 100000, pageSize: 100 } });
  });

  it('parses numbers written as strings strictly: plain decimal or 400', async () => {
    for (const id of ['0x10', '%201', '1e3', '+1', `0${postId}`, `${postId}.0`, '1%20']) {
      expectBadRequest(await apiCall(t.app, 'GET', `/v1/square/post/${id}`), /^参数错误：id 类型应为 整数$/);
    }
    for (const id of ['2147483648', '0', '-0', '-1']) {
      expectBadRequest(
        await apiCall(t.app, 'GET', `/v1/square/post/${id}`),
        /^参数错误：id 需在 1-2147483647 之间$/,
      );
    }
    const found = await apiCall(t.app, 'GET', `/v1/square/post/${postId}`);
    expect(found.body).toMatchObject({ code: 0, data: { id: postId } });
    // Query, form and JSON bodies follow the same rule; JSON true/null no longer read as 1/0.
    expectBadRequest(
      await apiCall(t.app, 'GET', '/v1/square/post/list', { query: { currentPage: '1e1' } }),
      /^参数错误：currentPage 类型应为 整数$/,
    );
    expectBadRequest(
      await portalPost(t.app, '/web/game/list', { currentPage: '01' }),
      /currentPage 类型应为 整数/,
    );
    const publish = (body: object) => apiCall(t.app, 'POST', '/v1/square/post', { session: alice, body });
    expectBadRequest(await publish({ content: 'x', tagId: ` ${tagId}` }), /^参数错误：tagId 类型应为 整数$/);
    expectBadRequest(await publish({ content: 'x', tagId: true }), /^参数错误：tagId 类型应为 整数$/);
    expectBadRequest(
      await publish({ content: 'x', tagId: [`0x${tagId.toString(16)}`] }),
      /tagId 类型应为 整数/,
    );
    expect((await publish({ content: '字符串的 id 照收', tagId: String(tagId) })).body.code).toBe(0);
    // JSON's 1e309 parses to Infinity, which passed as an integer.
    const infinite = await t.app.inject({
      method: 'POST',
      url: '/portal/user/kefu',
      headers: { 'content-type': 'application/json' },
      payload: '{"appID":1e309}',
    });
    expectBadRequest({ status: infinite.statusCode, body: infinite.json() }, /^参数错误：appID /);
    // Portal calls without a body schema of their own still validate the fields every portal body carries.
    for (const path of ['/user/kefu', '/user/logout', '/web/faq/list', '/web/activity/list']) {
      expectBadRequest(await portalPost(t.app, path, { appID: '0x7d8' }), /^参数错误：appID 类型应为 整数$/);
    }
    expect((await portalPost(t.app, '/web/game/list', { currentPage: '1', pageSize: '5' })).body.code).toBe(
      0,
    );
  });

  it('answers a cut-off multipart upload 400 and a pixel bomb 400', async () => {
    const session = { 'ug-uid': alice.uid, 'ug-token': alice.token };
    const whole = multipart(png(4, 4), 'a.png', 'image/png');
    const closing = whole.payload.lastIndexOf('\r\n--');
    for (const payload of [whole.payload.subarray(0, closing), whole.payload.subarray(0, 40)]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/square/upload',
        headers: { ...whole.headers, ...session },
        payload,
      });
      expectBadRequest(
        { status: res.statusCode, body: res.json() },
        /^参数错误：上传内容不完整或格式不正确$/,
      );
    }
    // Multipart fields and the file name follow the text rules too.
    const boundary = 'portal-nul';
    const withNul = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\na\u0000b\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n`),
      Buffer.from('Content-Type: image/png\r\n\r\n'),
      png(4, 4),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const nulField = await t.app.inject({
      method: 'POST',
      url: '/api/v1/square/upload',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...session },
      payload: withNul,
    });
    expectBadRequest(
      { status: nulField.statusCode, body: nulField.json() },
      /^参数错误：note 含有不允许的控制字符$/,
    );
    // 69 bytes that claim 60000x60000 pixels (3.6 billion: gigabytes for whoever decodes it).
    const bomb = png(1, 1);
    bomb.writeUInt32BE(60000, 16);
    bomb.writeUInt32BE(60000, 20);
    expect(bomb.length).toBe(69);
    for (const url of ['/api/v1/square/upload', '/portal/user/center/uploadAvatar']) {
      const body = multipart(bomb, 'bomb.png', 'image/png');
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...body.headers, ...session },
        payload: body.payload,
      });
      expectBadRequest({ status: res.statusCode, body: res.json() }, /^参数错误：图片尺寸过大/);
    }
  });

  it('answers a 10 MB body 413 and a malformed one 400 over HTTP, keeping the connection for the next request', async () => {
    const tenMb = 10 * 1024 * 1024;
    const bodies = [
      ['application/json', JSON.stringify({ name: 'x'.repeat(tenMb), password: 'secret123' })],
      ['application/x-www-form-urlencoded', `name=${'x'.repeat(tenMb)}&password=secret123`],
    ] as const;
    for (const [type, body] of bodies) {
      const request =
        `POST /portal/user/login HTTP/1.1\r\nHost: portal\r\nContent-Type: ${type}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}` +
        'GET /healthz HTTP/1.1\r\nHost: portal\r\n\r\n';
      const { answers } = await exchange(port, request, 2);
      expect(answers.map((a) => a.status)).toEqual([413, 200]);
      expect(JSON.parse(answers[0]!.body)).toEqual({ code: 413, msg: '上传内容过大', data: null });
      expectSecurityHeaders(answers[0]!.headers);
    }
    const brokenJson = '{"name":';
    const { answers } = await exchange(
      port,
      `POST /portal/user/login HTTP/1.1\r\nHost: portal\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${brokenJson.length}\r\n\r\n${brokenJson}GET /healthz HTTP/1.1\r\nHost: portal\r\n\r\n`,
      2,
    );
    expect(answers.map((a) => a.status)).toEqual([400, 200]);
  });

  it('answers what is refused before routing in the portal shape with the security headers', async () => {
    const badEscape = await t.app.inject({ method: 'GET', url: '/api/v1/square/post/%c0%ae' });
    expect(badEscape.statusCode).toBe(400);
    expect(badEscape.json()).toEqual({ code: 400, msg: '参数错误：请求地址格式不正确', data: null });
    expectSecurityHeaders(badEscape.headers);
    expect(badEscape.headers['cache-control']).toBe('no-store');

    const longParam = await t.app.inject({ method: 'GET', url: `/api/v1/square/post/${'1'.repeat(3000)}` });
    expect(longParam.statusCode).toBe(400);
    expect(longParam.json()).toEqual({ code: 400, msg: '参数错误：请求地址过长', data: null });
    expectSecurityHeaders(longParam.headers);

    // Node's parser refuses these before Fastify: request line or headers over 16 KB, a malformed line.
    const raw = [
      [`GET /api/v1/square/post/list?x=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: portal\r\n\r\n`, '请求头过大'],
      [`GET /healthz HTTP/1.1\r\nHost: portal\r\nX-Long: ${'a'.repeat(20_000)}\r\n\r\n`, '请求头过大'],
      [`GET /healthz HTTP/1.1\r\nHost: portal\r\n${'X-A: 1\r\n'.repeat(3000)}\r\n`, '请求头过大'],
      ['GET /healthz HTTP/1.1\r\nHost: portal\r\nBad Header\r\n\r\n', '请求格式不正确'],
    ] as const;
    for (const [request, msg] of raw) {
      const { answers } = await exchange(port, request, 1);
      expect(answers[0]?.status).toBe(400);
      expect(JSON.parse(answers[0]!.body)).toEqual({ code: 400, msg, data: null });
      expectSecurityHeaders(answers[0]!.headers);
    }
  });
});
