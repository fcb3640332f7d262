import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BusinessCode } from '../src/generated/business-codes.js';
import { silentLogger } from '../src/logger.js';
import { nodePlatform } from '../src/platform/node.js';
import { createPortal } from '../src/portal.js';
import { memoryStorage } from '../src/storage/memory.js';
import { createFakePortal, FAKE_DEFAULT_PRICE } from '../src/testing/index.js';

// The fake answers on any origin: the SDK is pointed at a host that does not exist.
const fake = createFakePortal({ users: [{ name: 'demo01', password: 'secret123', coinNum: 35 }] });
const server = setupServer(...fake.handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function portal(onSessionExpired?: () => void) {
  return createPortal({
    portalBaseUrl: 'http://portal.test/portal',
    squareBaseUrl: 'http://portal.test/api',
    storage: memoryStorage(),
    platform: nodePlatform(),
    logger: silentLogger,
    onSessionExpired,
  });
}

describe('@portal/sdk/testing: the fake portal', () => {
  it('starts, logs in and answers the wrong password with the server code and words', async () => {
    const p = portal();
    const { init } = await p.start();
    expect(init.code).toBe(0);
    const wrong = await p.auth.loginWithName({ name: 'demo01', password: 'nope1234' });
    expect(wrong.error).toMatchObject({
      kind: 'api',
      code: BusinessCode.WrongCredentials,
      message: '用户名或密码错误',
    });
    const right = await p.auth.loginWithName({ name: 'demo01', password: 'secret123' });
    expect(right.error).toBeNull();
    expect(p.session.getState().loggedIn).toBe(true);
  });

  it('charges a paid game once, the default price when it has none, and refuses a guest', async () => {
    const guest = portal();
    await guest.start();
    const refused = await guest.api.games.downloadGame(1002, { platformType: 1 });
    expect(refused.error).toMatchObject({ kind: 'api', code: BusinessCode.LoginRequired });

    const p = portal();
    await p.start();
    await p.auth.loginWithName({ name: 'demo01', password: 'secret123' });
    const before = fake.user('demo01').coinNum;
    const first = await p.api.games.downloadGame(1003, { platformType: 1 });
    expect(first).toMatchObject({ data: expect.stringMatching(/^https:/), msg: '购买成功' });
    const again = await p.api.games.downloadGame(1003, { platformType: 1 });
    expect(again.error).toBeNull();
    expect(fake.user('demo01').coinNum).toBe(before - FAKE_DEFAULT_PRICE);
    const tooDear = await p.api.games.downloadGame(1002, { platformType: 1 });
    expect(tooDear.error).toMatchObject({
      code: BusinessCode.InsufficientBalance,
      message: '当前X钻余额不足',
    });
  });

  it('an expired session answers code 2: the SDK logs out and calls onSessionExpired', async () => {
    let expired = 0;
    const p = portal(() => expired++);
    await p.start();
    await p.auth.loginWithName({ name: 'demo01', password: 'secret123' });
    fake.expireSessions();
    const { error } = await p.auth.refreshStatus();
    expect(error?.kind).toBe('session_expired');
    expect(expired).toBe(1);
    expect(p.session.getState().loggedIn).toBe(false);
  });
});
