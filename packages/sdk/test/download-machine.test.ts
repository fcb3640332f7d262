import { describe, expect, it } from 'vitest';
import {
  type Buyer,
  DOWNLOAD_COPY,
  type DownloadEvent,
  type DownloadGame,
  type DownloadState,
  type DownloadStatus,
  initialDownloadState,
  reduceDownload,
} from '../src/download/machine.js';

const paid: DownloadGame = { id: 7, name: '星际远征', onlineType: 1, buyAmount: 30 };
const free: DownloadGame = { id: 8, name: '开心消消', onlineType: 0, buyAmount: 30 };
const noPrice: DownloadGame = { id: 9, name: '无价', onlineType: 1 };

const guest: Buyer = { loggedIn: false, status: null };
const noStatus: Buyer = { loggedIn: true, status: null };
const rich: Buyer = { loggedIn: true, status: { coinNum: 100, levelType: 0 } };
const exact: Buyer = { loggedIn: true, status: { coinNum: 30, levelType: 0 } };
const poor: Buyer = { loggedIn: true, status: { coinNum: 29, levelType: 0 } };
const member: Buyer = { loggedIn: true, status: { coinNum: 0, levelType: 1 } };

const run = (...events: DownloadEvent[]): DownloadState =>
  events.reduce(reduceDownload, initialDownloadState);
const req = (game: DownloadGame, buyer: Buyer): DownloadEvent => ({ type: 'REQUEST', game, buyer });

describe('REQUEST', () => {
  it('downloads a free game (onlineType 0) at once, even for a guest', () => {
    expect(run(req(free, guest))).toEqual({ status: 'downloading', game: free, price: 0, charge: 0 });
    expect(run(req(free, rich)).status).toBe('downloading');
  });
  it('sends a guest to login for a paid game', () => {
    expect(run(req(paid, guest))).toEqual({ status: 'needsLogin', game: paid });
  });
  it('asks a logged-in non-member to confirm the price, with the 立即开通 link', () => {
    expect(run(req(paid, rich))).toEqual({
      status: 'confirm',
      game: paid,
      price: 30,
      charge: 30,
      isMember: false,
      memberNotice: null,
      vipLink: '立即开通',
    });
  });
  it('tells a member about the free-download privilege, without the link', () => {
    const s = run(req(paid, member));
    expect(s).toMatchObject({
      status: 'confirm',
      price: 30,
      charge: 0,
      isMember: true,
      memberNotice: '您是会员，尊享免费下载特权',
      vipLink: null,
    });
  });
  it('levelType 1 or more is a member, below 1 is not', () => {
    for (const [levelType, isMember] of [
      [0, false],
      [0.5, false],
      [1, true],
      [3, true],
    ] as const) {
      expect(run(req(paid, { loggedIn: true, status: { coinNum: 0, levelType } }))).toMatchObject({
        isMember,
      });
    }
  });
  it('shows price 10 when the game has no buyAmount', () => {
    expect(run(req(noPrice, rich))).toMatchObject({ status: 'confirm', price: 10 });
    expect(run(req({ ...noPrice, buyAmount: null }, rich))).toMatchObject({ price: 10 });
    expect(run(req({ ...noPrice, buyAmount: 0 }, rich))).toMatchObject({ price: 10 });
  });
});

describe('CONFIRM', () => {
  it('starts the download when the balance covers the price (equal counts)', () => {
    expect(run(req(paid, rich), { type: 'CONFIRM', buyer: rich })).toEqual({
      status: 'downloading',
      game: paid,
      price: 30,
      charge: 30,
    });
    expect(run(req(paid, exact), { type: 'CONFIRM', buyer: exact }).status).toBe('downloading');
  });
  it('opens the insufficient-balance state when the price is above the balance', () => {
    expect(run(req(paid, poor), { type: 'CONFIRM', buyer: poor })).toEqual({
      status: 'insufficient',
      game: paid,
      price: 30,
      balance: 29,
      title: '当前X钻余额不足',
      message: '请先充值',
      action: '充值',
    });
  });
  it('sends the user to login when there is no status', () => {
    expect(run(req(paid, rich), { type: 'CONFIRM', buyer: noStatus })).toEqual({
      status: 'needsLogin',
      game: paid,
    });
    expect(run(req(paid, rich), { type: 'CONFIRM', buyer: guest }).status).toBe('needsLogin');
  });
  it('uses the balance at confirm time, not at request time', () => {
    expect(run(req(paid, poor), { type: 'CONFIRM', buyer: rich }).status).toBe('downloading');
  });
  it('lets a member download whatever the balance, as the server grants members free downloads', () => {
    expect(run(req(paid, member), { type: 'CONFIRM', buyer: member })).toEqual({
      status: 'downloading',
      game: paid,
      price: 30,
      charge: 0,
    });
  });
  it('holds a user whose membership ended since the dialog opened to the price', () => {
    expect(run(req(paid, member), { type: 'CONFIRM', buyer: poor }).status).toBe('insufficient');
  });
  it('downloads a game bought before at once, without a price confirmation, whatever the balance', () => {
    const owned = { ...paid, bought: true };
    for (const buyer of [poor, member, rich]) {
      expect(run(req(owned, buyer))).toEqual({ status: 'downloading', game: owned, price: 30, charge: 0 });
    }
  });
  it('a guest is still sent to login for a game marked bought', () => {
    expect(run(req({ ...paid, bought: true }, guest)).status).toBe('needsLogin');
  });
  it('charges the default price of 10 against the balance', () => {
    const nine: Buyer = { loggedIn: true, status: { coinNum: 9, levelType: 0 } };
    expect(run(req(noPrice, nine), { type: 'CONFIRM', buyer: nine }).status).toBe('insufficient');
  });
});

describe('insufficient balance', () => {
  it('充值 leads to recharge; cancel closes it', () => {
    const s = run(req(paid, poor), { type: 'CONFIRM', buyer: poor });
    expect(reduceDownload(s, { type: 'RECHARGE' })).toEqual({ status: 'recharge', game: paid });
    expect(reduceDownload(s, { type: 'CANCEL' })).toEqual({ status: 'idle' });
  });
});

describe('download result', () => {
  const downloading = run(req(free, guest));
  it('finishes with a link starting with http', () => {
    expect(reduceDownload(downloading, { type: 'RESOLVED', url: 'https://cdn/x.apk' })).toEqual({
      status: 'done',
      game: free,
      url: 'https://cdn/x.apk',
    });
    expect(reduceDownload(downloading, { type: 'RESOLVED', url: 'http://cdn/x.apk' }).status).toBe('done');
  });
  it("keeps the server's message on the finished download for the host to show", () => {
    expect(
      reduceDownload(downloading, { type: 'RESOLVED', url: 'https://cdn/x.apk', message: '购买成功' }),
    ).toEqual({ status: 'done', game: free, url: 'https://cdn/x.apk', message: '购买成功' });
  });
  it('downloads nothing when the link does not start with http', () => {
    for (const url of ['', '/files/x.apk', 'ftp://x', ' https://x', 'HTTPS://x']) {
      expect(reduceDownload(downloading, { type: 'RESOLVED', url })).toMatchObject({
        status: 'failed',
        reason: 'invalidLink',
      });
    }
  });
  it('fails with the error message when the call failed', () => {
    expect(reduceDownload(downloading, { type: 'REJECTED', message: '网关错误' })).toEqual({
      status: 'failed',
      game: free,
      reason: 'error',
      message: '网关错误',
    });
  });
});

describe('every status × every event', () => {
  const states: Record<DownloadStatus, DownloadState> = {
    idle: initialDownloadState,
    needsLogin: run(req(paid, guest)),
    confirm: run(req(paid, rich)),
    insufficient: run(req(paid, poor), { type: 'CONFIRM', buyer: poor }),
    recharge: run(req(paid, poor), { type: 'CONFIRM', buyer: poor }, { type: 'RECHARGE' }),
    openVip: run(req(paid, rich), { type: 'OPEN_VIP' }),
    downloading: run(req(free, guest)),
    done: run(req(free, guest), { type: 'RESOLVED', url: 'https://x' }),
    failed: run(req(free, guest), { type: 'RESOLVED', url: 'x' }),
  };
  const events: Record<DownloadEvent['type'], DownloadEvent> = {
    REQUEST: req(paid, rich),
    CONFIRM: { type: 'CONFIRM', buyer: rich },
    CANCEL: { type: 'CANCEL' },
    RECHARGE: { type: 'RECHARGE' },
    OPEN_VIP: { type: 'OPEN_VIP' },
    RESOLVED: { type: 'RESOLVED', url: 'https://x' },
    REJECTED: { type: 'REJECTED', message: 'boom' },
    RESET: { type: 'RESET' },
  };
  // Expected next status; '=' means the very same state object (ignored event).
  const table: Record<DownloadStatus, Record<DownloadEvent['type'], DownloadStatus | '='>> = {
    idle: {
      REQUEST: 'confirm',
      CONFIRM: '=',
      CANCEL: '=',
      RECHARGE: '=',
      OPEN_VIP: '=',
      RESOLVED: '=',
      REJECTED: '=',
      RESET: '=',
    },
    needsLogin: {
      REQUEST: 'confirm',
      CONFIRM: '=',
      CANCEL: 'idle',
      RECHARGE: '=',
      OPEN_VIP: '=',
      RESOLVED: '=',
      REJECTED: '=',
      RESET: 'idle',
    },
    confirm: {
      REQUEST: '=',
      CONFIRM: 'downloading',
      CANCEL: 'idle',
      RECHARGE: '=',
      OPEN_VIP: 'openVip',
      RESOLVED: '=',
      REJECTED: '=',
      RESET: 'idle',
    },
    insufficient: {
      REQUEST: '=',
      CONFIRM: '=',
      CANCEL: 'idle',
      RECHARGE: 'recharge',
      OPEN_VIP: '=',
      RESOLVED: '=',
      REJECTED: '=',
      RESET: 'idle',
    },
    recharge: {
      REQUEST: 'confirm',
      CONFIRM: '=',
      CANCEL: 'idle',
      RECHARGE: '=',
      OPEN_VIP: '=',
      RESOLVED: '=',
      REJECTED: '=',
      RESET: 'idle',
    },
    openVip: {
      REQUEST: 'confirm',
      CONFIRM: '=',
      CANCEL: 'idle',
      RECHARGE: '=',
      OPEN_VIP: '=',
      RESOLVED: '=',
      REJECTED: '=',
      RESET: 'idle',
    },
    downloading: {
      REQUEST: '=',
      CONFIRM: '=',
      CANCEL: '=',
      RECHARGE: '=',
      OPEN_VIP: '=',
      RESOLVED: 'done',
      REJECTED: 'failed',
      RESET: 'idle',
    },
    done: {
      REQUEST: 'confirm',
      CONFIRM: '=',
      CANCEL: 'idle',
      RECHARGE: '=',
      OPEN_VIP: '=',
      RESOLVED: '=',
      REJECTED: '=',
      RESET: 'idle',
    },
    failed: {
      REQUEST: 'confirm',
      CONFIRM: '=',
      CANCEL: 'idle',
      RECHARGE: '=',
      OPEN_VIP: '=',
      RESOLVED: '=',
      REJECTED: '=',
      RESET: 'idle',
    },
  };
  for (const [status, row] of Object.entries(table) as [DownloadStatus, (typeof table)[DownloadStatus]][]) {
    for (const [type, expected] of Object.entries(row) as [DownloadEvent['type'], DownloadStatus | '='][]) {
      it(`${status} + ${type} → ${expected === '=' ? 'unchanged' : expected}`, () => {
        const before = states[status];
        expect(before.status).toBe(status);
        const after = reduceDownload(before, events[type]);
        if (expected === '=') expect(after).toBe(before);
        else expect(after.status).toBe(expected);
      });
    }
  }
  it('confirm + CONFIRM by a member: downloading whatever the balance', () => {
    const asked = run(req(paid, member));
    expect(reduceDownload(asked, { type: 'CONFIRM', buyer: member }).status).toBe('downloading');
  });
  it('downloading + REJECTED for balance (the server decides): the insufficient-balance state', () => {
    const going = run(req(paid, member), { type: 'CONFIRM', buyer: member });
    expect(
      reduceDownload(going, { type: 'REJECTED', message: '当前X钻余额不足', code: 1001, balance: 4 }),
    ).toMatchObject({ status: 'insufficient', price: 30, balance: 4, title: '当前X钻余额不足' });
  });
  it('a member cannot be sent to open VIP', () => {
    const s = run(req(paid, member));
    expect(reduceDownload(s, { type: 'OPEN_VIP' })).toBe(s);
  });
  it('never mutates the state it is given', () => {
    for (const state of Object.values(states)) {
      const copy = structuredClone(state);
      for (const event of Object.values(events)) reduceDownload(state, event);
      expect(state).toEqual(copy);
    }
  });
  it('copy is exactly the product wording in Chinese', () => {
    expect(DOWNLOAD_COPY).toEqual({
      memberNotice: '您是会员，尊享免费下载特权',
      openVip: '立即开通',
      insufficient: '当前X钻余额不足',
      rechargeFirst: '请先充值',
      recharge: '充值',
    });
  });
});
