// A new visitor's whole first session, in Chromium at 375×812 against the portal started by the README's
// start command on a fresh data folder: arrives through an invite link, registers, checks in, reads a
// chapter, recharges through the sandbox, buys a paid game, posts with an image, reads a message, logs out.
// Then: a session that expires mid-journey lands on login and, after logging in again, returns.

import { launchChromium } from '@portal/test-support/browser';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, coinBalance, portalPost, registerUser, type Session } from '../src/client.ts';
import { ledgerReport } from '../src/ledger.ts';
import { disposeServer, type RunningServer, startServer } from '../src/server.ts';
import { closeAnnouncementForToday, openPhone, type Phone, PNG_1X1, storedAccount } from './helpers.ts';

describe('journey of a new visitor (start.sh, fresh data folder)', () => {
  let server: RunningServer;
  let browser: Browser;
  let phone: Phone;
  let me: Session & { name: string };
  const name = `旅客${Date.now().toString(36).slice(-5)}`;
  const password = 'journey123';
  let inviter: Session;
  let paidGame: { appID: number; name: string; buyAmount: number };
  let book: { bookId: number; chapterId: number };

  beforeAll(async () => {
    // JOURNEY_NO_BUILD=1 skips start.sh's web build (iterating on a journey against an existing dist).
    server = await startServer({
      viaStartScript: process.env.JOURNEY_NO_BUILD !== '1',
      env: { LOG_LEVEL: 'warn' },
    });
    browser = await launchChromium();
    phone = await openPhone(browser, server.base);
    inviter = await registerUser(server.base);
    const games = await portalPost<{
      records: { appID: number; name: string; onlineType: number; buyAmount: number; upcoming: boolean }[];
    }>(server.base, '/web/game/list', { currentPage: 1, pageSize: 50 });
    paidGame = games.body.data.records.find((g) => g.onlineType !== 0 && g.buyAmount > 0 && !g.upcoming)!;
    const home = await portalPost<{ ranking: { id: number }[] }>(server.base, '/web/book/home', {});
    const bookId = home.body.data.ranking[0]!.id;
    const info = await portalPost<{ firstChapterId: number }>(server.base, '/web/book/info', { bookId });
    book = { bookId, chapterId: info.body.data.firstChapterId };
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await disposeServer(server);
  });

  it('arrives through an invite link and registers; the inviter is credited', async () => {
    const invite = await portalPost<{ inviteLink: string }>(
      server.base,
      '/user/invite/info',
      {},
      { session: inviter },
    );
    const link = new URL(invite.body.data.inviteLink);
    await phone.page.goto(`${link.pathname}${link.search}`);
    await closeAnnouncementForToday(phone.page);
    await phone.page.goto('/register');
    await phone.page.getByLabel('用户名').fill(name);
    await phone.page.getByLabel('密码', { exact: true }).fill(password);
    await phone.page.getByLabel('确认密码').fill(password);
    await phone.page.getByRole('button', { name: '注册' }).click();
    await phone.page.waitForURL((url) => url.pathname === '/');
    me = (await storedAccount(phone.page))!;
    expect(me?.name).toBe(name);
    const after = await portalPost<{ invitedCount: number }>(
      server.base,
      '/user/invite/info',
      {},
      { session: inviter },
    );
    expect(after.body.data.invitedCount).toBe(1);
  });

  it('checks in', async () => {
    await phone.page.goto('/checkin');
    await phone.page.getByRole('button', { name: /签到/ }).first().click();
    await phone.page.getByText('今日已签到').first().waitFor();
    const info = await portalPost<{ checkedToday: boolean }>(
      server.base,
      '/user/checkin/info',
      {},
      { session: me },
    );
    expect(info.body.data.checkedToday).toBe(true);
  });

  it('reads a chapter, which lands in the read history', async () => {
    await phone.page.goto(`/readbook/${book.bookId}/${book.chapterId}`);
    await phone.page.getByTestId('reader').locator('img').first().waitFor();
    // Reading is scrolling down through the pages; then the reader is left for the history screen.
    for (let i = 0; i < 8; i++) {
      await phone.page.mouse.wheel(0, 700);
      await phone.page.waitForTimeout(250);
    }
    await phone.page.goto('/readhistory');
    await expect
      .poll(
        async () => {
          const h = await portalPost<{ records: { book: { id: number }; chapterId: number }[] }>(
            server.base,
            '/user/book/history',
            { currentPage: 1, pageSize: 20 },
            { session: me },
          );
          // The reader flows on into the next chapter, so the saved spot may already be past the first one.
          return h.body.data.records.some((r) => r.book.id === book.bookId && r.chapterId >= book.chapterId);
        },
        { timeout: 20_000 },
      )
      .toBe(true);
  });

  it('recharges through the sandbox payment page and sees the X钻', async () => {
    const before = await coinBalance(server.base, me);
    await phone.page.goto('/recharge');
    await phone.page.getByRole('button', { name: '立即充值' }).click();
    await phone.page.waitForURL(/\/pay\/sandbox\//);
    await phone.page.getByRole('button', { name: '确认支付' }).click();
    await phone.page.waitForURL(/\/recharge/);
    await expect.poll(() => coinBalance(server.base, me)).toBeGreaterThan(before);
    const balance = await coinBalance(server.base, me);
    await phone.page.getByText(String(balance)).first().waitFor();
  });

  it('buys a paid game: confirm with the price, X钻 charged once, the file downloads', async () => {
    const before = await coinBalance(server.base, me);
    await phone.page.goto(`/detail/${paidGame.appID}`);
    await phone.page.getByRole('button', { name: /下载/ }).last().click();
    const dialog = phone.page.getByRole('dialog');
    await dialog.getByText(String(paidGame.buyAmount)).first().waitFor();
    const download = phone.page.waitForEvent('download', { timeout: 20_000 }).catch(() => null);
    await dialog.getByRole('button', { name: '确认下载' }).click();
    await expect.poll(() => coinBalance(server.base, me)).toBe(before - paidGame.buyAmount);
    expect(await download).not.toBeNull();
    const ledger = await ledgerReport(server.base, me);
    expect(ledger).toMatchObject({ chainOk: true, purchases: 1, balance: before - paidGame.buyAmount });
  });

  it('publishes a post with an image', async () => {
    await phone.page.goto('/postpage');
    const text = `旅程中的第一条帖子 ${name}`;
    await phone.page.locator('textarea').fill(text);
    await phone.page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'shot.png', mimeType: 'image/png', buffer: PNG_1X1 });
    const publish = phone.page.getByRole('button', { name: '发布', exact: true });
    await expect.poll(() => publish.isEnabled(), { timeout: 20_000 }).toBe(true);
    await publish.click();
    await expect
      .poll(
        async () => {
          const mine = await apiCall<{ records: { content: string; images: unknown[] }[] }>(
            server.base,
            'GET',
            '/v1/square/post/me',
            {
              session: me,
              query: { currentPage: 1, pageSize: 10, sort: 2 },
            },
          );
          return mine.body.data.records.find((p) => p.content === text)?.images.length ?? 0;
        },
        { timeout: 20_000 },
      )
      .toBe(1);
  });

  it('receives a message, opens the page it is about, and it is read', async () => {
    const inbox = await portalPost<{
      records: { id: number; title: string; read: boolean; url: string | null }[];
    }>(
      server.base,
      '/user/center/message/all',
      { uid: me.uid, currentPage: 1, pageSize: 20 },
      { session: me },
    );
    const message = inbox.body.data.records.find((m) => !m.read)!;
    expect(message).toBeDefined();
    await phone.page.goto('/message');
    await phone.page.getByText(message.title).first().click();
    // A message about a page (the recharge's order: 明细) opens that page; one about nothing opens its detail.
    const opened = message.url ?? `/msgdetail?id=${message.id}`;
    await phone.page.waitForURL((url) => url.pathname + url.search === opened);
    await expect
      .poll(async () => {
        const d = await portalPost<{ read: boolean }>(
          server.base,
          '/user/center/message/detail',
          { id: message.id },
          { session: me },
        );
        return d.body.data.read;
      })
      .toBe(true);
  });

  it('logs out: back to a guest, and the old token no longer works', async () => {
    await phone.page.goto('/user');
    await phone.page.getByRole('button', { name: '退出登录' }).click();
    await expect.poll(() => storedAccount(phone.page)).toBeNull();
    const status = await portalPost(server.base, '/user/center/me', { uid: me.uid }, { session: me });
    expect(status.body.code).toBe(2);
    expect(phone.errors).toEqual([]);
  });

  it('a session that expires mid-journey lands on login, and logging in again returns to the page', async () => {
    const other = await openPhone(browser, server.base);
    try {
      await other.page.goto('/');
      await closeAnnouncementForToday(other.page);
      await other.page.goto('/login');
      await other.page.getByLabel('用户名').fill(name);
      await other.page.getByLabel('密码', { exact: true }).fill(password);
      await other.page.getByRole('button', { name: '登录', exact: true }).click();
      await other.page.waitForURL((url) => url.pathname !== '/login');
      const session = (await storedAccount(other.page))!;
      await other.page.goto('/message');
      await other.page.waitForLoadState('networkidle');
      // The session dies on the server (revoked elsewhere); the next call answers code 2.
      await portalPost(server.base, '/user/logout', {}, { session });
      await other.page.goto('/xdetail');
      await other.page.waitForURL(/\/login/);
      expect(await storedAccount(other.page)).toBeNull();
      await other.page.getByLabel('用户名').fill(name);
      await other.page.getByLabel('密码', { exact: true }).fill(password);
      await other.page.getByRole('button', { name: '登录', exact: true }).click();
      await other.page.waitForURL((url) => url.pathname === '/xdetail');
      expect(other.errors).toEqual([]);
    } finally {
      await other.context.close();
    }
  });
});
