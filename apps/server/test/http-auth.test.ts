import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../src/modules/accounts/tokens.ts';
import {
  apiCall,
  dbKinds,
  portalPost,
  registerUser,
  type Session,
  startTestApp,
  type TestApp,
} from './helpers/index.ts';

/** Every login-only call of accounts, square and uploads: guests get 401, dead sessions code 2. */
const SQUARE: ['GET' | 'POST' | 'DELETE', string, object?][] = [
  ['POST', '/v1/square/post', { content: 'x', tagId: 1 }],
  ['DELETE', '/v1/square/post/1'],
  ['POST', '/v1/square/post/1/like'],
  ['DELETE', '/v1/square/post/1/like'],
  ['POST', '/v1/user/follow/10000000'],
  ['DELETE', '/v1/user/follow/10000000'],
  ['POST', '/v1/square/comment/1/like'],
  ['DELETE', '/v1/square/comment/1/like'],
  ['DELETE', '/v1/square/comment/1'],
  ['POST', '/v1/square/post/1/comment', { content: 'x' }],
  ['GET', '/v1/square/post/me'],
  ['GET', '/v1/square/comment/me'],
  ['GET', '/v1/square/post/follow'],
];
const PORTAL: [string, Record<string, string>][] = [
  ['/user/center/me', {}],
  ['/user/center/updateInfo', { signature: 'x' }],
  ['/user/bind', { phone: '13912345678', code: '123456' }],
];

describe.each(dbKinds)('login-only calls (%s)', (db) => {
  let t: TestApp;
  let dead: Session;
  beforeAll(async () => {
    t = await startTestApp({ db });
    const user = await registerUser(t.app);
    // An expired session: same user, token past its 30 days.
    await t.app.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', sha256(user.token))
      .execute();
    dead = user;
  });
  afterAll(() => t?.close());

  it.each(SQUARE)('%s %s: 401 for a guest, code 2 for an expired session', async (method, path, body) => {
    const guest = await apiCall(t.app, method, path, body ? { body } : {});
    expect(guest.status).toBe(401);
    expect(guest.body).toEqual({ code: 401, msg: '未授权，请登录', data: null });
    const expired = await apiCall(t.app, method, path, { session: dead, ...(body ? { body } : {}) });
    expect(expired.status).toBe(200);
    expect(expired.body).toEqual({ code: 2, msg: '登录已失效，请重新登录', data: null });
  });

  it.each(PORTAL)('POST /portal%s: 401 for a guest, code 2 for an expired session', async (path, body) => {
    const guest = await portalPost(t.app, path, { uid: dead.uid, ...body });
    expect(guest.status).toBe(401);
    const expired = await portalPost(t.app, path, { uid: dead.uid, ...body }, dead);
    expect(expired.body).toEqual({ code: 2, msg: '登录已失效，请重新登录', data: null });
  });

  it('uploads: 401 for a guest, code 2 for an expired session', async () => {
    for (const url of ['/api/v1/square/upload', '/portal/user/center/uploadAvatar']) {
      const guest = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x--\r\n',
      });
      expect(guest.statusCode).toBe(401);
      const expired = await t.app.inject({
        method: 'POST',
        url,
        headers: {
          'content-type': 'multipart/form-data; boundary=x',
          'ug-uid': dead.uid,
          'ug-token': dead.token,
        },
        payload: '--x--\r\n',
      });
      expect(expired.json().code).toBe(2);
    }
  });
});

/** Public calls answer a dead session as a guest, and mark the answer so the client can log out locally. */
describe.each(dbKinds)('dead session on public calls (%s)', (db) => {
  let t: TestApp;
  let live: Session;
  let revoked: Session;
  beforeAll(async () => {
    t = await startTestApp({ db, env: { CORS_ORIGINS: 'https://partner.example' } });
    live = await registerUser(t.app);
    revoked = await registerUser(t.app);
    expect((await portalPost(t.app, '/user/logout', {}, revoked)).body.code).toBe(0);
  });
  afterAll(() => t?.close());

  it('marks x-session-invalid: 1 on a revoked, unknown or mismatched token, and never otherwise', async () => {
    const unknown = { uid: live.uid, token: 'f'.repeat(64) };
    const mismatched = { uid: revoked.uid, token: live.token };
    for (const session of [revoked, unknown, mismatched]) {
      const portal = await portalPost(t.app, '/web/game/list', {}, session);
      expect(portal.body.code).toBe(0);
      expect(portal.headers['x-session-invalid']).toBe('1');
      const square = await apiCall(t.app, 'GET', '/v1/square/tag/list', { session });
      expect(square.status).toBe(200);
      expect(square.headers['x-session-invalid']).toBe('1');
      // Login-only calls keep answering code 2, now marked too; an unknown path's 404 as well.
      expect(
        (await portalPost(t.app, '/user/center/me', { uid: session.uid }, session)).headers,
      ).toMatchObject({
        'x-session-invalid': '1',
      });
      expect((await apiCall(t.app, 'GET', '/v1/nowhere', { session })).headers['x-session-invalid']).toBe(
        '1',
      );
    }
    for (const session of [live, null]) {
      const portal = await portalPost(t.app, '/web/game/list', {}, session);
      expect(portal.headers['x-session-invalid']).toBeUndefined();
    }
  });

  it('lets a page on an allowed origin read the mark, the request id and Retry-After', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/square/tag/list',
      headers: { origin: 'https://partner.example', 'ug-uid': revoked.uid, 'ug-token': revoked.token },
    });
    const exposed = String(res.headers['access-control-expose-headers'])
      .toLowerCase()
      .split(/\s*,\s*/);
    expect(exposed).toEqual(expect.arrayContaining(['x-session-invalid', 'x-request-id', 'retry-after']));
  });
});

/** Bad input on every accounts/square call: 400 with a Chinese `参数错误：...` message, never a 500. */
describe.each(dbKinds)('bad input (%s)', (db) => {
  let t: TestApp;
  let user: Session;
  beforeAll(async () => {
    t = await startTestApp({ db });
    user = await registerUser(t.app);
  });
  afterAll(() => t?.close());

  const SQUARE_BAD: ['GET' | 'POST' | 'DELETE', string, object?][] = [
    ['GET', '/v1/square/post/list?sort=3'],
    ['GET', '/v1/square/post/list?currentPage=0'],
    ['GET', '/v1/square/post/abc'],
    ['POST', '/v1/square/post', { content: 'x' }],
    [
      'POST',
      '/v1/square/post',
      { content: 'x', tagId: 1, images: new Array(10).fill({ url: '/files/a.png', width: 1, height: 1 }) },
    ],
    ['DELETE', '/v1/square/post/0'],
    ['POST', '/v1/square/post/abc/like'],
    ['POST', '/v1/user/follow/abc'],
    ['POST', '/v1/square/comment/abc/like'],
    ['DELETE', '/v1/square/comment/abc'],
    ['POST', '/v1/square/post/1/comment', { content: '' }],
    ['POST', '/v1/square/post/1/comment', { content: 'x'.repeat(501) }],
    ['GET', '/v1/square/post/abc/comment/list'],
    ['GET', '/v1/square/post/1/comment/abc/list'],
    ['GET', '/v1/square/post/me?pageSize=0'],
    ['GET', '/v1/square/comment/me?sort=9'],
    ['GET', '/v1/square/post/follow?currentPage=x'],
    ['GET', '/v1/square/keyword/suggestion?keyword='],
    ['GET', '/v1/square/config/list?pageSize=1000'],
    ['GET', '/v1/square/sensitiveword/list?currentPage=-1'],
  ];
  it.each(SQUARE_BAD)('%s %s answers 400', async (method, path, body) => {
    const res = await apiCall(t.app, method, path, { session: user, ...(body ? { body } : {}) });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toMatch(/^参数错误：/);
  });

  const PORTAL_BAD: [string, Record<string, string>][] = [
    ['/user/device/init', { deviceID: 'x', deviceType: 'h5', osType: '3' }],
    ['/user/init', { deviceID: 'not-hex' }],
    ['/user/smsCode', { phone: '12345', scene: 'login' }],
    ['/user/smsCode', { phone: '13812345678', scene: 'other' }],
    ['/user/registerWithName', { name: 'ok_name', password: '123' }],
    ['/user/login', { name: 'ok_name' }],
    ['/user/loginWithPhone', { phone: '13812345678', code: '12' }],
    ['/user/loginPhoneWithoutRegister', { phone: '1381234567', code: '123456' }],
    ['/user/autoLogin', {}],
    ['/user/tokenLogin', { token: 'short' }],
    ['/user/resetPassword', { phone: '13812345678', code: '123456', password: '1' }],
    ['/user/bind', { phone: '13812345678' }],
    ['/user/center/me', { uid: 'abc' }],
    ['/user/center/updateInfo', { age: 'twenty' }],
  ];
  it.each(PORTAL_BAD)('POST /portal%s answers 400', async (path, body) => {
    const res = await portalPost(t.app, path, body, user);
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/^参数错误：/);
  });
});

describe.each(dbKinds)('ids beyond int4 (%s)', (db) => {
  let t: TestApp;
  let user: Session;
  beforeAll(async () => {
    t = await startTestApp({ db });
    user = await registerUser(t.app);
  });
  afterAll(() => t?.close());

  it('answer 400 or 404, never 500, and long path parameters reach validation', async () => {
    const big = 2147483648;
    for (const [method, path, body] of [
      ['DELETE', `/v1/square/post/${big}`],
      ['DELETE', `/v1/square/post/${big}/like`],
      ['GET', `/v1/square/post/list?tagId=${big}`],
      ['POST', '/v1/square/post', { content: 'x', tagId: big }],
      ['POST', '/v1/square/post/1/comment', { content: 'x', replyCommentId: big }],
      ['DELETE', `/v1/square/comment/${'9'.repeat(150)}`],
    ] as const) {
      const res = await apiCall(t.app, method, path, { session: user, ...(body ? { body } : {}) });
      expect([400, 404], `${method} ${path}`).toContain(res.status);
      expect(res.body.msg).toBeTruthy();
    }
  });
});
