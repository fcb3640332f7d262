import { afterEach, describe, expect, it } from 'vitest';
import type { TrackEvent } from '../src/download/download-flow.js';
import type { Notice } from '../src/session/auth.js';
import { ACCOUNT, form, okReply, STATUS, setup } from './support/portal-fixture.js';
import type { WireServer } from './support/wire-server.js';

let server: WireServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/131 Mobile Safari/537.36';
const game = { id: 42, appID: 42, name: '星际远征', onlineType: 1 as const, buyAmount: 30 };

describe('download through the portal', () => {
  async function downloadSetup(userAgent: string, search = '', link = 'https://cdn.example/42.apk') {
    const saved: [string, string][] = [];
    const tracked: TrackEvent[] = [];
    const t = await setup(
      {
        platform: {
          userAgent: () => userAgent,
          locationSearch: () => search,
          saveFile: (url, name) => {
            saved.push([url, name]);
            return undefined;
          },
        },
        onTrack: (e) => tracked.push(e),
      },
      { '/portal/user/game/download/42': okReply(link) },
    );
    server = t.server;
    await t.portal.start();
    return { ...t, saved, tracked };
  }

  it('a logged-in user confirms, is tracked, gets platformType 2 on iOS, and the host saves the file', async () => {
    const t = await downloadSetup(IPHONE, '?code=ch3&inviteCode=INV9');
    await t.portal.auth.loginWithName({ name: 'axing', password: 'x' });
    expect(t.portal.download.start(game)).toMatchObject({
      status: 'confirm',
      price: 30,
      vipLink: '立即开通',
    });
    t.portal.download.confirm();
    expect(await t.portal.download.settled()).toMatchObject({
      status: 'done',
      url: 'https://cdn.example/42.apk',
    });
    expect(t.tracked).toEqual([{ event: 'purchase', currency: 'USD', value: 30 }]);
    // Exactly one download record, carrying both address codes.
    expect(t.server.requests.filter((r) => r.path === '/portal/user/game/download/upload')).toHaveLength(1);
    // The balance is fetched again after the purchase.
    await new Promise((r) => setTimeout(r, 50));
    const download = t.server.requests.findIndex((r) => r.path === '/portal/user/game/download/42');
    expect(t.server.requests.slice(download).some((r) => r.path === '/portal/user/center/me')).toBe(true);
    expect(t.saved).toEqual([['https://cdn.example/42.apk', '星际远征']]);
    expect(
      form(t.server.requests.find((r) => r.path === '/portal/user/game/download/42')?.body ?? ''),
    ).toMatchObject({
      platformType: '2',
    });
    expect(
      form(t.server.requests.find((r) => r.path === '/portal/user/game/download/upload')?.body ?? ''),
    ).toMatchObject({
      gameId: '42',
      channelID: 'ch3',
      inviteCode: 'INV9',
    });
  });
  it('Android gets platformType 1; without address codes no download record is sent', async () => {
    const t = await downloadSetup(ANDROID);
    t.portal.download.start({ ...game, onlineType: 0 });
    await t.portal.download.settled();
    expect(
      form(t.server.requests.find((r) => r.path === '/portal/user/game/download/42')?.body ?? '')
        .platformType,
    ).toBe('1');
    expect(t.server.requests.some((r) => r.path === '/portal/user/game/download/upload')).toBe(false);
  });
  it('an address with only an invite code records the download once, with that code', async () => {
    const t = await downloadSetup(ANDROID, '?inviteCode=INV9');
    t.portal.download.start({ ...game, onlineType: 0 });
    await t.portal.download.settled();
    const records = t.server.requests.filter((r) => r.path === '/portal/user/game/download/upload');
    expect(records).toHaveLength(1);
    expect(form(records[0]?.body ?? '')).toMatchObject({ gameId: '42', inviteCode: 'INV9' });
  });
  it("the finished download and the wrapper carry the server's msg (购买成功 / member privilege)", async () => {
    const t = await downloadSetup(ANDROID);
    t.server.handle((req) => {
      if (req.path === '/portal/user/center/me') return okReply({ ...STATUS, levelType: 1, coinNum: 30 });
      if (req.path === '/portal/user/game/download/42') {
        return { json: { code: 0, msg: '您是会员，尊享免费下载特权', data: 'https://cdn.example/42.apk' } };
      }
      return okReply(req.path.endsWith('login') ? ACCOUNT : null);
    });
    await t.portal.auth.loginWithName({ name: 'axing', password: 'x' });
    expect(t.portal.download.start(game)).toMatchObject({ memberNotice: '您是会员，尊享免费下载特权' });
    t.portal.download.confirm();
    expect(await t.portal.download.settled()).toMatchObject({
      status: 'done',
      message: '您是会员，尊享免费下载特权',
    });
    t.server.handle(() => ({ json: { code: 0, msg: '购买成功', data: 'https://cdn.example/42.apk' } }));
    expect(await t.portal.api.games.downloadGame(42, { platformType: 1 })).toEqual({
      data: 'https://cdn.example/42.apk',
      error: null,
      msg: '购买成功',
    });
  });
  it('a member with too little balance downloads (free for members); a refusal for balance opens that dialog', async () => {
    const t = await downloadSetup(ANDROID);
    let refuse = false;
    t.server.handle((req) => {
      if (req.path === '/portal/user/center/me') return okReply({ ...STATUS, coinNum: 5, levelType: 1 });
      if (req.path === '/portal/user/game/download/42' && refuse) {
        return { json: { code: 1001, msg: '当前X钻余额不足', data: null } };
      }
      if (req.path === '/portal/user/game/download/42') return okReply('https://cdn.example/42.apk');
      return okReply(req.path.endsWith('login') ? ACCOUNT : null);
    });
    await t.portal.auth.loginWithName({ name: 'axing', password: 'x' });
    t.portal.download.start(game);
    expect(t.portal.download.confirm()).toMatchObject({ status: 'downloading', charge: 0 });
    expect(await t.portal.download.settled()).toMatchObject({ status: 'done' });
    t.portal.download.reset();
    refuse = true;
    t.portal.download.start(game);
    t.portal.download.confirm();
    expect(await t.portal.download.settled()).toMatchObject({ status: 'insufficient', balance: 5 });
  });
  it('a guest is sent to login for a paid game, and nothing is called', async () => {
    const t = await downloadSetup(ANDROID);
    const before = t.server.requests.length;
    expect(t.portal.download.start(game).status).toBe('needsLogin');
    expect(t.server.requests.length).toBe(before);
  });
  it('a balance below the price opens the insufficient state and nothing is bought', async () => {
    const t = await downloadSetup(ANDROID);
    t.server.handle((req) =>
      req.path === '/portal/user/center/me'
        ? okReply({ ...STATUS, coinNum: 5 })
        : okReply(req.path.endsWith('login') ? ACCOUNT : null),
    );
    await t.portal.auth.loginWithName({ name: 'axing', password: 'x' });
    t.portal.download.start(game);
    expect(t.portal.download.confirm()).toMatchObject({
      status: 'insufficient',
      title: '当前X钻余额不足',
      balance: 5,
    });
    expect(t.server.requests.some((r) => r.path === '/portal/user/game/download/42')).toBe(false);
  });
  it('a link not starting with http downloads nothing', async () => {
    const t = await downloadSetup(ANDROID, '', '/files/42.apk');
    t.portal.download.start({ ...game, onlineType: 0 });
    expect((await t.portal.download.settled()).status).toBe('failed');
    expect(t.saved).toEqual([]);
  });
  it('立即开通 writes vipconfig with the route id; leaving the profile resets it', async () => {
    const t = await downloadSetup(ANDROID);
    await t.portal.auth.loginWithName({ name: 'axing', password: 'x' });
    t.portal.download.start(game);
    await t.portal.download.openVip('42');
    expect(await t.portal.vip.read()).toEqual({ source: '42', type: 1 });
    await t.portal.vip.resetOnLeaveProfile();
    expect(await t.portal.vip.read()).toEqual({ source: 0, type: 0 });
  });
});

describe('announcement through the portal', () => {
  const announcement = {
    id: 1,
    title: '维护公告',
    createTime: '2026-11-21T02:00:00.000Z',
    content: '<p>今晚维护</p>',
  };
  it('asks for posType 1, shows it, and 今日不再显示 hides it until tomorrow', async () => {
    let now = Date.parse('2026-11-21T10:00:00+08:00');
    const t = await setup({ now: () => now }, { '/portal/web/announcement': okReply(announcement) });
    server = t.server;
    expect(t.portal.announcement.getState()).toEqual({ visible: false, announcement: null });
    await t.portal.announcement.load();
    expect(t.portal.announcement.getState()).toEqual({ visible: true, announcement });
    expect(form(t.server.requests[0]?.body ?? '').posType).toBe('1');
    await t.portal.announcement.close({ dontShowToday: true });
    expect(t.portal.announcement.getState().visible).toBe(false);
    expect(t.storage.snapshot()['not-show']).toBe(String(now));
    expect(t.storage.snapshot()['not-show-version']).toBe('1:');
    // The tick names its announcement: the call still goes out (to compare), the unchanged one stays hidden.
    now += 3 * 3600_000;
    await t.portal.announcement.load();
    expect(t.server.requests).toHaveLength(2);
    expect(t.portal.announcement.getState().visible).toBe(false);
    now = Date.parse('2026-11-22T00:00:01+08:00');
    await t.portal.announcement.load();
    expect(t.server.requests).toHaveLength(3);
    expect(t.portal.announcement.getState().visible).toBe(true);
  });
  it('a tick of an older version shows the edited announcement again; a tick without a version makes no call', async () => {
    const now = Date.parse('2026-11-21T10:00:00+08:00');
    const edited = { ...announcement, version: 'v2' };
    const t = await setup({ now: () => now }, { '/portal/web/announcement': okReply(edited) });
    server = t.server;
    await t.storage.setItem('not-show', String(now - 60_000));
    await t.storage.setItem('not-show-version', '1:v1');
    await t.portal.announcement.load();
    expect(t.portal.announcement.getState()).toEqual({ visible: true, announcement: edited });
    await t.storage.removeItem('not-show-version');
    await t.portal.announcement.close();
    await t.portal.announcement.load();
    expect(t.server.requests).toHaveLength(1);
  });
  it("a guest's answer fetched elsewhere is shown without a call; a logged-in user's is fetched", async () => {
    const now = Date.parse('2026-11-21T10:00:00+08:00');
    const theirs = { ...announcement, version: 'v1', dismissed: true };
    const t = await setup({ now: () => now }, { '/portal/web/announcement': okReply(theirs) });
    server = t.server;
    await t.portal.announcement.load({ guestAnswer: { ...announcement, version: 'v1' } });
    expect(t.portal.announcement.getState()).toEqual({
      visible: true,
      announcement: { ...announcement, version: 'v1' },
    });
    expect(t.server.requests.filter((r) => r.path === '/portal/web/announcement')).toHaveLength(0);
    // None today for a guest: nothing shows and nothing is asked.
    await t.portal.announcement.close();
    await t.portal.announcement.load({ guestAnswer: null });
    expect(t.portal.announcement.getState().visible).toBe(false);
    expect(t.server.requests.filter((r) => r.path === '/portal/web/announcement')).toHaveLength(0);
    // Logged in, the guest's answer is not theirs: the call goes out, and their tick on another device holds.
    await t.portal.auth.loginWithName({ name: 'axing', password: 'x' });
    await t.portal.announcement.load({ guestAnswer: { ...announcement, version: 'v1' } });
    expect(t.server.requests.filter((r) => r.path === '/portal/web/announcement')).toHaveLength(1);
    expect(t.portal.announcement.getState().visible).toBe(false);
  });
  it('closing without the tick stores nothing; no announcement stays hidden', async () => {
    const t = await setup({}, { '/portal/web/announcement': okReply(null) });
    server = t.server;
    await t.portal.announcement.load();
    expect(t.portal.announcement.getState().visible).toBe(false);
    await t.portal.announcement.close();
    expect(t.storage.snapshot()['not-show']).toBeUndefined();
  });
});

describe('copy', () => {
  it("announces '复制成功' through onNotify and the notify event", async () => {
    const copied: string[] = [];
    const fromConfig: Notice[] = [];
    const t = await setup({
      platform: {
        writeClipboard: async (text) => {
          copied.push(text);
        },
      },
      onNotify: (n) => fromConfig.push(n),
    });
    server = t.server;
    const fromEvent: Notice[] = [];
    t.portal.onNotify((n) => fromEvent.push(n));
    expect(await t.portal.copy('INV-CODE')).toBe(true);
    expect(copied).toEqual(['INV-CODE']);
    expect(fromConfig).toEqual([{ type: 'success', message: '复制成功' }]);
    expect(fromEvent).toEqual(fromConfig);
  });
  it('in Node without a clipboard, fails quietly (logged only)', async () => {
    const t = await setup();
    server = t.server;
    const notices: Notice[] = [];
    t.portal.onNotify((n) => notices.push(n));
    expect(await t.portal.copy('x')).toBe(false);
    expect(notices).toEqual([]);
    expect(t.log.lines.some((l) => l.level === 'warn')).toBe(true);
  });
});

describe('paged list over a real call', () => {
  it('pages through the game list', async () => {
    const all = Array.from({ length: 5 }, (_, i) => ({ id: i + 1 }));
    const t = await setup(
      {},
      {
        '/portal/web/game/list': (req) => {
          const { currentPage = '1', pageSize = '20' } = form(req.body);
          const start = (Number(currentPage) - 1) * Number(pageSize);
          return okReply({
            records: all.slice(start, start + Number(pageSize)),
            total: all.length,
            currentPage: 1,
            pageSize: 2,
          });
        },
      },
    );
    server = t.server;
    const list = t.portal.pagedList(
      (currentPage, pageSize) => t.portal.api.games.listGames({ currentPage, pageSize }),
      {
        pageSize: 2,
      },
    );
    while (!list.getState().finished) await list.loadMore();
    expect(list.getState().items.map((g) => g.id)).toEqual([1, 2, 3, 4, 5]);
    expect(t.server.requests).toHaveLength(3);
  });
});

describe('host callbacks that throw', () => {
  it('cannot break a login, a purchase or an expiry', async () => {
    const boom = () => {
      throw new Error('host bug');
    };
    const t = await setup(
      { onNotify: boom, onTrack: boom, onSessionExpired: boom },
      {
        '/portal/user/game/download/42': okReply('https://cdn/42.apk'),
        '/portal/web/home': { json: { code: 2, msg: 'x', data: null } },
      },
    );
    server = t.server;
    expect((await t.portal.auth.loginWithName({ name: 'axing', password: 'x' })).error).toBeNull();
    t.portal.download.start(game);
    t.portal.download.confirm();
    expect((await t.portal.download.settled()).status).toBe('done');
    expect((await t.portal.api.content.getHome()).error?.kind).toBe('session_expired');
    expect(t.portal.session.getState().loggedIn).toBe(false);
    expect(t.log.lines.filter((l) => l.level === 'error')).toHaveLength(3);
  });
});
