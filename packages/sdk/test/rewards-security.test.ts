import { type PortalServer, startPortalServer } from '@portal/test-support/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountSecurity, deletionWarnings } from '../src/account-security/index.js';
import {
  BusinessCode,
  createPortal,
  DELETION_CANCELLED_NOTICE,
  type Notice,
  silentLogger,
} from '../src/index.js';
import {
  checkRedeemCode,
  createCheckinMakeup,
  createRedeemCodes,
  makeupState,
} from '../src/rewards/index.js';
import { memoryStorage } from '../src/storage/memory.js';

const info = (over: Partial<Parameters<typeof makeupState>[0]> = {}) => ({
  month: '2026-11',
  today: '2026-11-06',
  days: [1, 3, 5],
  streak: 0,
  checkedToday: false,
  rewards: [5, 5, 10, 10, 15, 15, 30],
  cards: 2,
  makeupUsed: 1,
  makeupLimit: 3,
  ...over,
});

describe('make-up and gift-code rules', () => {
  it('repairable days are the missed days before today of the current month, while a card and the quota last', () => {
    expect(makeupState(info())).toEqual({ cards: 2, left: 2, missed: [2, 4], repairable: [2, 4] });
    expect(makeupState(info({ cards: 0 })).repairable).toEqual([]);
    expect(makeupState(info({ makeupUsed: 3 }))).toMatchObject({ left: 0, missed: [2, 4], repairable: [] });
    expect(makeupState(info({ month: '2026-10' })).missed).toEqual([]);
    expect(makeupState(info({ today: '2026-11-01' })).missed).toEqual([]);
  });
  it('checks a typed gift code before sending it', () => {
    expect(checkRedeemCode('  ')).toBe('请输入兑换码');
    expect(checkRedeemCode('ab')).toBe('兑换码格式不正确');
    expect(checkRedeemCode('welcome-100')).toBeNull();
    expect(deletionWarnings(120)[0]).toBe('你的 120 X钻 余额将被清空且无法恢复');
  });
});

describe('gift codes, devices and deletion on the wire', () => {
  let server: PortalServer;
  const newPortal = (userAgent = 'test') =>
    createPortal({
      baseUrl: server.baseUrl,
      portalBaseUrl: `${server.baseUrl}/portal`,
      squareBaseUrl: `${server.baseUrl}/api`,
      storage: memoryStorage(),
      logger: silentLogger,
      platform: { locationSearch: () => '', userAgent: () => userAgent, saveFile: () => undefined },
      fetch: (request: Request) => {
        request.headers.set('user-agent', userAgent);
        return fetch(request);
      },
    });
  let n = 0;
  const signUp = async () => {
    const portal = newPortal();
    await portal.start();
    const name = `兑${process.pid % 1000}_${n++}`;
    expect((await portal.auth.register({ name, password: 'secret123' })).error).toBeNull();
    return { portal, name };
  };

  beforeAll(async () => {
    server = await startPortalServer({ dataDirPrefix: 'portal-sdk-rewards-' });
  });
  afterAll(() => server?.stop());

  it('redeems a seeded code once, refreshing the balance; refusals carry the server wording', async () => {
    const { portal } = await signUp();
    const codes = createRedeemCodes(portal);
    const first = await codes.redeem('welcome-100');
    expect(first.data).toMatchObject({ code: 'WELCOME100', kind: 'coins', coins: 100 });
    expect(portal.session.getState().status?.coinNum).toBe(100);
    const again = await codes.redeem('WELCOME100');
    expect(again.error).toMatchObject({
      code: BusinessCode.RedeemCodeRedeemed,
      message: '你已兑换过该兑换码',
    });
    expect((await codes.redeem('NOSUCHCODE')).error?.message).toBe('兑换码不存在');
    expect((await codes.redeem('SPRING2025')).error?.message).toBe('兑换码已过期');
    expect(await codes.redeem('x')).toEqual({ data: null, error: null, problem: '兑换码格式不正确' });
  });

  it('the calendar answers card counts, and a day outside the rules is refused without a call', async () => {
    const { portal } = await signUp();
    const calendar = (await portal.api.welfare.getCheckinInfo()).data;
    if (!calendar) throw new Error('no calendar');
    expect(calendar).toMatchObject({ cards: 0, makeupUsed: 0, makeupLimit: 3 });
    const result = await createCheckinMakeup(portal).makeup(calendar, 40);
    expect(result).toEqual({ data: null, error: null, problem: '该日期不可补签' });
  });

  it('lists devices, signs out the other one, and a deletion request logs out until a login cancels it', async () => {
    const { portal: phone, name } = await signUp();
    const laptop = newPortal(
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15',
    );
    await laptop.start();
    expect((await laptop.auth.loginWithName({ name, password: 'secret123' })).error).toBeNull();
    const security = createAccountSecurity(phone);
    const devices = (await security.devices()).data ?? [];
    expect(devices.map((d) => d.current)).toEqual([true, false]);
    expect(devices[1]?.deviceName).toBe('Mac · Safari');
    expect((await security.signOut(devices[1]?.id ?? '')).data).toEqual({ revoked: 1 });
    expect((await laptop.auth.refreshStatus()).error?.code).toBe(BusinessCode.SessionExpired);
    expect(laptop.session.getState().loggedIn).toBe(false);

    const asked = await security.requestDeletion();
    expect(asked.data?.forfeitCoins).toBe(0);
    expect(phone.session.getState().loggedIn).toBe(false);
    const notices: Notice[] = [];
    phone.onNotify((notice) => notices.push(notice));
    expect((await phone.auth.loginWithName({ name, password: 'secret123' })).error).toBeNull();
    expect(notices.map((x) => x.message)).toContain(DELETION_CANCELLED_NOTICE);
  });
});
