import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, operatorSession } from './helpers/admin.ts';
import {
  dbKinds,
  expectContract,
  portalPost,
  registerUser,
  startTestApp,
  type TestApp,
} from './helpers/index.ts';
import { insertPaidBook, type PaidBookFixture } from './paid-chapters-fixture.ts';
import { grant, ledgerCheck } from './wallet-fixtures.ts';

type Chapter = {
  id: number;
  index: number;
  price: number;
  locked: boolean;
  unlocked: boolean;
  read: boolean;
};
type Pages = {
  chapterId: number;
  pages: { url: string }[];
  price: number;
  locked: boolean;
  unlocked: boolean;
};
type Unlock = { access: string; price: number; charged: number; balance: number };

const CONCURRENT = 20;

describe.each(dbKinds)('paid chapters (%s)', (db) => {
  let t: TestApp;
  let book: PaidBookFixture;
  const locked = () => book.chapterIds[2] as number;
  beforeAll(async () => {
    t = await startTestApp({ db });
    book = await insertPaidBook(t.app);
  });
  afterAll(() => t.close());

  const unlock = (session: Awaited<ReturnType<typeof registerUser>>, chapterId: number, key?: string) =>
    t.app
      .inject({
        method: 'POST',
        url: '/portal/user/book/chapter/unlock',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'UG-Uid': session.uid,
          'UG-Token': session.token,
          ...(key ? { 'idempotency-key': key } : {}),
        },
        payload: `bookId=${book.bookId}&chapterId=${chapterId}`,
      })
      .then((res) => res.json() as { code: number; msg: string; data: Unlock | null });

  it('shows a guest the price and the lock of every chapter, and no page images of a locked one', async () => {
    const list = await portalPost<Chapter[]>(t.app, '/web/book/chapters', { bookId: book.bookId });
    expectContract(list.body, 'ChapterListAnswer');
    expect(list.body.data.map((c) => [c.index, c.price, c.locked, c.unlocked])).toEqual([
      [1, 0, false, false],
      [2, 0, false, false],
      [3, 5, true, false],
      [4, 5, true, false],
      [5, 5, true, false],
    ]);
    const pages = await portalPost<Pages>(t.app, '/web/book/chapter', {
      bookId: book.bookId,
      chapterId: locked(),
    });
    expectContract(pages.body, 'ChapterPagesAnswer');
    expect(pages.body.data).toMatchObject({ pages: [], price: 5, locked: true, unlocked: false });
    const free = await portalPost<Pages>(t.app, '/web/book/chapter', {
      bookId: book.bookId,
      chapterId: book.chapterIds[0] as number,
    });
    expect(free.body.data.pages).toHaveLength(2);
    const info = await portalPost(t.app, '/web/book/info', { bookId: book.bookId });
    expect(info.body.data).toMatchObject({ freeChapters: 2, chapterPrice: 5, vipFree: false });
  });

  it('asks a guest to log in to unlock', async () => {
    const res = await portalPost(t.app, '/user/book/chapter/unlock', {
      bookId: book.bookId,
      chapterId: locked(),
    });
    expect(res.status).toBe(401);
  });

  it('refuses an unlock the balance does not cover, charging nothing', async () => {
    const s = await registerUser(t.app);
    await grant(t.app, s.uid, 4);
    expect(await unlock(s, locked())).toMatchObject({ code: 1001, msg: '当前X钻余额不足', data: null });
    expect(await ledgerCheck(t.app, s.uid)).toMatchObject({ balance: 4, sum: 4, entries: 1 });
  });

  it(`${CONCURRENT} concurrent unlocks of one chapter charge once; the pages then open to that user only`, async () => {
    const s = await registerUser(t.app);
    await grant(t.app, s.uid, 100);
    // Each tap its own key (what a user tapping again sends): the unlock row makes it one charge.
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, i) => unlock(s, locked(), `tap-${i}-${s.uid}`)),
    );
    expect(answers.every((a) => a.code === 0)).toBe(true);
    const accesses = answers.map((a) => a.data?.access).sort();
    expect(accesses.filter((a) => a === 'purchase')).toHaveLength(1);
    expect(accesses.filter((a) => a === 'owned')).toHaveLength(CONCURRENT - 1);
    expectContract(answers[0], 'ChapterUnlockAnswer');
    expect(await ledgerCheck(t.app, s.uid)).toMatchObject({
      balance: 95,
      sum: 95,
      entries: 2,
      chainOk: true,
    });
    const ledger = await t.app.db
      .selectFrom('coin_ledger')
      .selectAll()
      .where('uid', '=', s.uid)
      .where('kind', '=', 'chapter')
      .execute();
    expect(ledger.map((r) => [r.amount, r.ref])).toEqual([[-5, String(locked())]]);

    const mine = await portalPost<Pages>(
      t.app,
      '/web/book/chapter',
      { bookId: book.bookId, chapterId: locked() },
      s,
    );
    expect(mine.body.data).toMatchObject({ locked: false, unlocked: true, price: 5 });
    expect(mine.body.data.pages).toHaveLength(2);
    const other = await registerUser(t.app);
    const theirs = await portalPost<Pages>(
      t.app,
      '/web/book/chapter',
      { bookId: book.bookId, chapterId: locked() },
      other,
    );
    expect(theirs.body.data).toMatchObject({ locked: true, pages: [] });
    const list = await portalPost<Chapter[]>(t.app, '/web/book/chapters', { bookId: book.bookId }, s);
    expect(list.body.data.map((c) => c.unlocked)).toEqual([false, false, true, false, false]);
  });

  it(`${CONCURRENT} concurrent replays of one Idempotency-Key answer the same purchase`, async () => {
    const s = await registerUser(t.app);
    await grant(t.app, s.uid, 50);
    const chapterId = book.chapterIds[3] as number;
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT }, () => unlock(s, chapterId, `same-key-${s.uid}`)),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(
      new Set([
        JSON.stringify({
          code: 0,
          msg: '解锁成功',
          data: { bookId: book.bookId, chapterId, access: 'purchase', price: 5, charged: 5, balance: 45 },
        }),
      ]),
    );
    expect(await ledgerCheck(t.app, s.uid)).toMatchObject({ balance: 45, entries: 2 });
    // The same key for another chapter is a different request.
    expect(await unlock(s, book.chapterIds[4] as number, `same-key-${s.uid}`)).toMatchObject({ code: 1008 });
  });

  it('a free chapter needs no unlock; a member reads a vipFree book free; an unknown chapter is 404', async () => {
    const s = await registerUser(t.app);
    expect((await unlock(s, book.chapterIds[0] as number)).data).toMatchObject({
      access: 'free',
      charged: 0,
    });
    const vipBook = await insertPaidBook(t.app, { vipFree: true });
    await t.app.db
      .updateTable('users')
      .set({ vip_expire_at: new Date(Date.now() + 86_400_000).toISOString() })
      .where('uid', '=', s.uid)
      .execute();
    const list = await portalPost<Chapter[]>(t.app, '/web/book/chapters', { bookId: vipBook.bookId }, s);
    expect(list.body.data.map((c) => c.locked)).toEqual([false, false, false, false, false]);
    const res = await portalPost(
      t.app,
      '/user/book/chapter/unlock',
      { bookId: vipBook.bookId, chapterId: vipBook.chapterIds[4] as number },
      s,
    );
    expect(res.body).toMatchObject({
      code: 0,
      msg: '会员免费阅读',
      data: { access: 'vip', charged: 0, balance: 0 },
    });
    const missing = await portalPost(
      t.app,
      '/user/book/chapter/unlock',
      { bookId: book.bookId, chapterId: vipBook.chapterIds[0] as number },
      s,
    );
    expect(missing.status).toBe(404);
  });

  it('will not save a reading position on a locked chapter (1010)', async () => {
    const s = await registerUser(t.app);
    const res = await portalPost(
      t.app,
      '/user/book/history/save',
      { bookId: book.bookId, chapterId: locked(), position: 1 },
      s,
    );
    expect(res.body).toMatchObject({ code: 1010, msg: '该章节尚未解锁' });
  });

  it('keeps 自动解锁下一章 per account', async () => {
    const s = await registerUser(t.app);
    expect((await portalPost(t.app, '/user/book/settings', {}, s)).body).toMatchObject({
      code: 0,
      data: { autoUnlock: false },
    });
    const saved = await portalPost(t.app, '/user/book/settings/save', { autoUnlock: 'true' }, s);
    expectContract(saved.body, 'ReadingSettingsAnswer');
    expect((await portalPost(t.app, '/user/book/settings', {}, s)).body.data).toEqual({ autoUnlock: true });
    const other = await registerUser(t.app);
    expect((await portalPost(t.app, '/user/book/settings', {}, other)).body.data).toEqual({
      autoUnlock: false,
    });
    expect((await portalPost(t.app, '/user/book/settings/save', { autoUnlock: 'maybe' }, s)).status).toBe(
      400,
    );
  });

  it('locks a chapter read while free as soon as the console gives it a price', async () => {
    const free = book.chapterIds[1] as number;
    const read = () =>
      portalPost<Pages>(t.app, '/web/book/chapter', { bookId: book.bookId, chapterId: free });
    // Read twice: the second answer comes from the cache, price terms included.
    await read();
    expect((await read()).body.data).toMatchObject({ price: 0, locked: false });
    const admin = await operatorSession(t.app, 'admin');
    const current = await adminCall<Record<string, unknown>>(
      t.app,
      'GET',
      `/v1/admin/books/${book.bookId}`,
      admin.token,
    );
    const { title, author, cover, intro, status } = current.body.data as Record<string, string>;
    const priced = await adminCall(t.app, 'PUT', `/v1/admin/books/${book.bookId}`, admin.token, {
      body: { title, author, cover, intro, status, freeChapters: 1, chapterPrice: 5, vipFree: false },
    });
    expect(priced.body.code).toBe(0);
    const after = (await read()).body.data;
    expect(after).toMatchObject({ price: 5, locked: true, pages: [] });
  });
});
