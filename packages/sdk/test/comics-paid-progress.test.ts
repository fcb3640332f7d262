import { type PortalServer, startPortalServer } from '@portal/test-support/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChapterUnlock, createReadingProgress, READ_PROGRESS_KEY } from '../src/comics/index.js';
import { createPortal, type Schemas, type StorageAdapter, silentLogger } from '../src/index.js';
import { memoryStorage } from '../src/storage/memory.js';

type Portal = ReturnType<typeof createPortal>;

// Paid chapters, reading progress and announcement ticks through the SDK against the real, seeded server.
describe('paid chapters, progress across devices and announcement versions on the wire', () => {
  let server: PortalServer;
  let paidBook: Schemas['Book'];
  const newPortal = (storage: StorageAdapter = memoryStorage()) =>
    createPortal({
      baseUrl: server.baseUrl,
      storage,
      logger: silentLogger,
      platform: { locationSearch: () => '', userAgent: () => 'test', saveFile: () => undefined },
    });
  let n = 0;
  const register = async (portal: Portal) => {
    const name = `章节${process.pid % 1000}_${n++}`;
    expect((await portal.auth.register({ name, password: 'secret123' })).error).toBeNull();
    return name;
  };
  const recharge = async (portal: Portal) => {
    const packages = (await portal.api.wallet.listRechargePackages()).data ?? [];
    const pack = [...packages].sort((a, b) => a.coins - b.coins)[0];
    const pay = await portal.api.wallet.createPayOrder({ packageId: pack?.id ?? 0 });
    const confirm = new URL(pay.data?.payUrl ?? '', server.baseUrl);
    confirm.pathname += '/confirm';
    await fetch(confirm, { method: 'POST', redirect: 'manual' });
    await portal.auth.refreshStatus();
  };
  const chapters = async (portal: Portal) =>
    (await portal.api.comics.listChapters({ bookId: paidBook.id })).data ?? [];
  const asUnlock = (c: Schemas['Chapter']) => ({
    bookId: c.bookId,
    chapterId: c.id,
    title: c.title,
    price: c.price ?? 0,
    locked: c.locked ?? false,
  });

  beforeAll(async () => {
    server = await startPortalServer({ dataDirPrefix: 'portal-sdk-chapters-' });
    const list = await newPortal().api.comics.listBooks({ pageSize: 20 });
    const found = list.data?.records.find((b) => (b.chapterPrice ?? 0) > 0 && !b.vipFree);
    if (!found) throw new Error('the seed has no paid book');
    paidBook = found;
  }, 120_000);
  afterAll(() => server?.stop());

  it('unlock flow: guest → login, confirm with the price, too little → 充值, then one charge and the pages', async () => {
    const portal = newPortal();
    const unlock = createChapterUnlock(portal);
    const list = await chapters(portal);
    const firstPaid = list.find((c) => c.locked);
    if (!firstPaid) throw new Error('no locked chapter');
    expect(firstPaid.price).toBe(paidBook.chapterPrice);
    expect(
      (await portal.api.comics.getChapterPages({ bookId: paidBook.id, chapterId: firstPaid.id })).data?.pages,
    ).toEqual([]);
    expect(unlock.start(asUnlock(firstPaid)).status).toBe('needsLogin');

    await register(portal);
    const balance = portal.session.getState().status?.coinNum ?? 0;
    expect(unlock.start(asUnlock(firstPaid))).toMatchObject({
      status: 'confirm',
      price: paidBook.chapterPrice,
      balance,
    });
    if (balance < (paidBook.chapterPrice ?? 0)) {
      expect(unlock.confirm()).toMatchObject({
        status: 'insufficient',
        title: '当前X钻余额不足',
        action: '充值',
      });
      expect(unlock.recharge().status).toBe('recharge');
      await recharge(portal);
      unlock.start(asUnlock(firstPaid));
    }
    const before = portal.session.getState().status?.coinNum ?? 0;
    expect(unlock.confirm().status).toBe('unlocking');
    expect(await unlock.settled()).toMatchObject({
      status: 'read',
      charged: paidBook.chapterPrice,
      message: '解锁成功',
    });
    await portal.auth.refreshStatus();
    expect(portal.session.getState().status?.coinNum).toBe(before - (paidBook.chapterPrice ?? 0));
    const pages = await portal.api.comics.getChapterPages({ bookId: paidBook.id, chapterId: firstPaid.id });
    expect(pages.data).toMatchObject({ locked: false, unlocked: true });
    expect(pages.data?.pages.length).toBeGreaterThan(0);
    // Unlocked now: opening it again reads at once, nothing to confirm.
    const again = (await chapters(portal)).find((c) => c.id === firstPaid.id);
    expect(again).toMatchObject({ locked: false, unlocked: true });
    if (again) expect(unlock.start(asUnlock(again))).toMatchObject({ status: 'read', charged: 0 });

    // 自动解锁下一章: reaching the next locked chapter unlocks it without a dialog; a tap still asks.
    expect(await unlock.loadSettings()).toEqual({ autoUnlock: false, loaded: true });
    await unlock.setAutoUnlock(true);
    expect((await portal.api.comics.getReadingSettings()).data).toEqual({ autoUnlock: true });
    const next = (await chapters(portal)).find((c) => c.locked);
    if (!next) throw new Error('no second locked chapter');
    expect(unlock.start(asUnlock(next)).status).toBe('confirm');
    unlock.cancel();
    expect(unlock.start(asUnlock(next), { auto: true }).status).toBe('unlocking');
    expect(await unlock.settled()).toMatchObject({ status: 'read', charged: paidBook.chapterPrice });
  }, 60_000);

  it("a guest's progress joins the account at login (newest wins); another device continues there", async () => {
    const storage = memoryStorage();
    const phone = newPortal(storage);
    const progress = createReadingProgress(phone);
    const free = (await chapters(phone)).filter((c) => !c.locked);
    const [first, second] = free;
    if (!first || !second) throw new Error('need two free chapters');
    await progress.save(paidBook.id, { chapterId: first.id, position: 1 });
    await progress.save(paidBook.id, { chapterId: second.id, position: 2 });
    expect(await progress.load(paidBook.id)).toEqual({ chapterId: second.id, position: 2 });
    expect([...(await progress.guestReadChapters(paidBook.id))].sort()).toEqual([first.id, second.id].sort());

    const name = await register(phone);
    await progress.settled();
    expect(await storage.getItem(READ_PROGRESS_KEY)).toBeNull();
    expect(await progress.load(paidBook.id)).toEqual({ chapterId: second.id, position: 2 });
    const marks = (await chapters(phone)).filter((c) => c.read).map((c) => c.id);
    expect(marks.sort()).toEqual([first.id, second.id].sort());

    // A second device (its own storage) logs in with the same account and continues where the first stopped.
    const laptop = newPortal();
    expect((await laptop.auth.loginWithName({ name, password: 'secret123' })).error).toBeNull();
    const there = createReadingProgress(laptop);
    expect(await there.load(paidBook.id)).toEqual({ chapterId: second.id, position: 2 });
    await there.save(paidBook.id, { chapterId: first.id, position: 0 });
    expect(await progress.load(paidBook.id)).toEqual({ chapterId: first.id, position: 0 });
  }, 60_000);

  it('今日不再显示 ticked as a guest holds after login and on the account’s other device', async () => {
    const storage = memoryStorage();
    const guest = newPortal(storage);
    expect((await guest.announcement.load()).visible).toBe(true);
    await guest.announcement.close({ dontShowToday: true });
    expect((await newPortal(storage).announcement.load()).visible).toBe(false);

    const name = await register(guest);
    // The next page load, logged in: the guest's tick of this version is the account's now.
    const reload = newPortal(storage);
    await reload.ready();
    expect(reload.session.getState().loggedIn).toBe(true);
    expect((await reload.announcement.load()).visible).toBe(false);
    // Another device of the account: the server remembers the tick.
    const other = newPortal();
    expect((await other.auth.loginWithName({ name, password: 'secret123' })).error).toBeNull();
    expect((await other.announcement.load()).visible).toBe(false);
    // Another user on that device still sees it.
    const stranger = newPortal();
    await register(stranger);
    expect((await stranger.announcement.load()).visible).toBe(true);
  }, 60_000);
});
