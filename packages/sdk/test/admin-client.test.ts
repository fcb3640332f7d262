import { describe, expect, it, vi } from 'vitest';
import {
  ADMIN_SESSION_KEY,
  areasFor,
  canMoveMoney,
  checkCorrection,
  checkGiftCodes,
  checkReason,
  createAdminClient,
  memoryStorage,
} from '../src/admin/index.js';

const operator = {
  id: 1,
  name: 'root',
  role: 'admin' as const,
  disabled: false,
  createTime: '2026-11-21T08:00:00.000Z',
  lastLoginTime: null,
};

/** A fetch that answers by path and records what it was sent. */
function fakeServer(answers: Record<string, { status?: number; body: unknown }>) {
  const seen: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    seen.push(request);
    const answer = answers[new URL(request.url).pathname] ?? { status: 404, body: { code: 404, msg: 'no' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { fetch, seen };
}

describe('createAdminClient', () => {
  it('logs in, keeps the token in the given storage and sends it as a Bearer token', async () => {
    const storage = memoryStorage();
    const { fetch, seen } = fakeServer({
      '/api/v1/admin/login': {
        body: {
          code: 0,
          msg: 'ok',
          data: { token: 'tok-1', expireTime: '2099-01-01T00:00:00.000Z', operator },
        },
      },
      '/api/v1/admin/me': { body: { code: 0, msg: 'ok', data: operator } },
    });
    const client = createAdminClient({ baseUrl: 'http://portal.test', storage, fetch });
    const login = await client.login('root', 'secret-123');
    expect(login.error).toBeNull();
    expect(JSON.parse(String(storage.snapshot()[ADMIN_SESSION_KEY])).token).toBe('tok-1');
    expect(seen[0]?.headers.get('authorization')).toBeNull();
    const me = await client.call(client.api.GET('/v1/admin/me'));
    expect(me.data?.name).toBe('root');
    expect(seen[1]?.headers.get('authorization')).toBe('Bearer tok-1');

    // A second client on the same storage (a reload) restores the session.
    const again = createAdminClient({ baseUrl: 'http://portal.test', storage, fetch });
    expect((await again.restore())?.operator.name).toBe('root');
  });

  it('with the cookie credential, keeps no token anywhere and lets the browser carry the cookie', async () => {
    const storage = memoryStorage();
    const { fetch, seen } = fakeServer({
      '/api/v1/admin/login': {
        body: { code: 0, msg: 'ok', data: { expireTime: '2099-01-01T00:00:00.000Z', operator } },
      },
      '/api/v1/admin/me': { status: 401, body: { code: 401, msg: '未授权，请登录' } },
    });
    const expired = vi.fn();
    const client = createAdminClient({
      baseUrl: 'http://portal.test',
      storage,
      fetch,
      credential: 'cookie',
      onSessionExpired: expired,
    });
    expect((await client.login('root', 'secret-123')).error).toBeNull();
    expect(await seen[0]?.clone().json()).toEqual({
      name: 'root',
      password: 'secret-123',
      credential: 'cookie',
    });
    const stored = String(storage.snapshot()[ADMIN_SESSION_KEY]);
    expect(JSON.parse(stored)).toEqual({ expireTime: '2099-01-01T00:00:00.000Z', operator });
    expect(client.getSession()?.token).toBeUndefined();

    // A reload restores who signed in; a session that somehow carries a token is not taken.
    const again = createAdminClient({ baseUrl: 'http://portal.test', storage, fetch, credential: 'cookie' });
    expect((await again.restore())?.operator.name).toBe('root');
    const planted = memoryStorage({
      [ADMIN_SESSION_KEY]: JSON.stringify({ token: 'x', expireTime: '2099-01-01T00:00:00.000Z', operator }),
    });
    expect(await createAdminClient({ storage: planted, fetch, credential: 'cookie' }).restore()).toBeNull();

    // The server no longer takes the cookie: the session ends here too.
    await client.call(client.api.GET('/v1/admin/me'));
    expect(seen[1]?.headers.get('authorization')).toBeNull();
    expect(client.getSession()).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
    expect(storage.snapshot()[ADMIN_SESSION_KEY]).toBeUndefined();
  });

  it('answers a wrong password as an error value with the server words', async () => {
    const { fetch } = fakeServer({
      '/api/v1/admin/login': { body: { code: 1002, msg: '用户名或密码错误', data: null } },
    });
    const client = createAdminClient({ baseUrl: 'http://portal.test', storage: memoryStorage(), fetch });
    const { data, error } = await client.login('root', 'wrong-pass');
    expect(data).toBeNull();
    expect(error?.kind).toBe('api');
    expect(error?.message).toBe('用户名或密码错误');
    expect(client.getSession()).toBeNull();
  });

  it('clears the session once and tells the host when the server stops accepting the token', async () => {
    const storage = memoryStorage({
      [ADMIN_SESSION_KEY]: JSON.stringify({ token: 'old', expireTime: '2099-01-01T00:00:00.000Z', operator }),
    });
    const { fetch } = fakeServer({
      '/api/v1/admin/me': { status: 401, body: { code: 401, msg: '未授权，请重新登录' } },
    });
    const onSessionExpired = vi.fn();
    const client = createAdminClient({ baseUrl: 'http://portal.test', storage, fetch, onSessionExpired });
    const { error } = await client.call(client.api.GET('/v1/admin/me'));
    expect(error?.status).toBe(401);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(client.getSession()).toBeNull();
    expect(storage.snapshot()[ADMIN_SESSION_KEY]).toBeUndefined();
  });

  it('does not restore a stored session whose time has passed', async () => {
    const storage = memoryStorage({
      [ADMIN_SESSION_KEY]: JSON.stringify({ token: 'old', expireTime: '2026-01-01T00:00:00.000Z', operator }),
    });
    const client = createAdminClient({ storage, fetch: vi.fn(), now: () => Date.parse('2026-06-01') });
    expect(await client.restore()).toBeNull();
  });
});

describe('console rules', () => {
  it('lets only admin and operator move money, and shows a moderator only moderation', () => {
    expect(canMoveMoney('moderator')).toBe(false);
    expect(canMoveMoney('operator')).toBe(true);
    expect(areasFor('moderator')).toEqual(['dashboard', 'moderation', 'audit']);
  });

  it('words refusals as the server does', () => {
    expect(checkReason('  ')).toBe('请填写原因');
    expect(checkReason('重复购买')).toBeNull();
    expect(checkCorrection('0')).toBe('调整数量不能为 0');
    expect(checkCorrection('-50')).toBeNull();
    expect(checkGiftCodes(['AB12', 'AB12'])).toBe('兑换码有重复');
    expect(checkGiftCodes(['a b'])).toBe('兑换码格式不正确: a b');
  });
});
