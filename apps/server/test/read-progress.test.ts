import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dbKinds,
  expectContract,
  portalPost,
  registerUser,
  type Session,
  startTestApp,
  type TestApp,
} from './helpers/index.ts';
import { insertPaidBook, type PaidBookFixture } from './paid-chapters-fixture.ts';

type Chapter = { id: number; read: boolean };

describe.each(dbKinds)('read marks, progress across devices and the guest merge (%s)', (db) => {
  let t: TestApp;
  let book: PaidBookFixture;
  beforeAll(async () => {
    t = await startTestApp({ db });
    book = await insertPaidBook(t.app);
  });
  afterAll(() => t.close());

  const ch = (i: number) => book.chapterIds[i] as number;
  const merge = (s: Session, records: unknown[]) =>
    t.app
      .inject({
        method: 'POST',
        url: '/portal/user/book/progress/merge',
        headers: { 'content-type': 'application/json', 'UG-Uid': s.uid, 'UG-Token': s.token },
        payload: JSON.stringify({ records }),
      })
      .then((res) => ({ status: res.statusCode, body: res.json() }));
  const reads = async (s: Session) =>
    (await portalPost<Chapter[]>(t.app, '/web/book/chapters', { bookId: book.bookId }, s)).body.data.map(
      (c) => c.read,
    );
  const lastRead = async (s: Session) =>
    (await portalPost<{ lastRead: unknown }>(t.app, '/web/book/info', { bookId: book.bookId }, s)).body.data
      .lastRead;

  it('marks each chapter I open as read, and another device sees where I stopped', async () => {
    const s = await registerUser(t.app);
    expect(await reads(s)).toEqual([false, false, false, false, false]);
    await portalPost(t.app, '/web/book/chapter', { bookId: book.bookId, chapterId: ch(0) }, s);
    await portalPost(t.app, '/web/book/chapter', { bookId: book.bookId, chapterId: ch(1) }, s);
    await portalPost(
      t.app,
      '/user/book/history/save',
      { bookId: book.bookId, chapterId: ch(1), position: 1 },
      s,
    );
    expect(await reads(s)).toEqual([true, true, false, false, false]);
    // A second device logs in with the same account: same marks, same spot.
    const login = await portalPost<{ uid: string; token: string }>(t.app, '/user/login', {
      name: s.name,
      password: s.password,
    });
    const other = { uid: login.body.data.uid, token: login.body.data.token };
    expect(other.token).not.toBe(s.token);
    expect(await reads(other)).toEqual([true, true, false, false, false]);
    expect(await lastRead(other)).toMatchObject({ chapterId: ch(1), position: 1 });
  });

  it("brings a guest's progress in: newer spot wins per book, read marks added, locked chapters skipped", async () => {
    const s = await registerUser(t.app);
    await portalPost(
      t.app,
      '/user/book/history/save',
      { bookId: book.bookId, chapterId: ch(0), position: 1 },
      s,
    );
    const older = new Date(Date.now() - 3_600_000).toISOString();
    const stale = await merge(s, [
      { bookId: book.bookId, chapterId: ch(1), position: 0, readTime: older, readChapterIds: [ch(1)] },
    ]);
    expectContract(stale.body, 'ReadProgressMergeAnswer');
    expect(stale.body.data).toEqual({ books: 0, chapters: 1 });
    expect(await lastRead(s)).toMatchObject({ chapterId: ch(0), position: 1 });

    const newer = new Date(Date.now() + 1000).toISOString();
    const won = await merge(s, [
      {
        bookId: book.bookId,
        chapterId: ch(1),
        position: 1,
        readTime: newer,
        readChapterIds: [ch(0), ch(1), ch(3)],
      },
      { bookId: 999999, chapterId: 1, position: 0, readTime: newer },
    ]);
    expect(won.body.data).toEqual({ books: 1, chapters: 0 });
    expect(await lastRead(s)).toMatchObject({ chapterId: ch(1), position: 1 });
    // Chapter 4 is paid and not unlocked: it is not marked.
    expect(await reads(s)).toEqual([true, true, false, false, false]);
    // A spot in a locked chapter is not taken either.
    const lockedSpot = await merge(s, [
      { bookId: book.bookId, chapterId: ch(4), position: 0, readTime: newer },
    ]);
    expect(lockedSpot.body.data).toEqual({ books: 0, chapters: 0 });
  });

  it('a book the account never read takes the guest spot; bad records are 400; guests are 401', async () => {
    const s = await registerUser(t.app);
    const res = await merge(s, [
      { bookId: book.bookId, chapterId: ch(1), position: 1, readTime: new Date().toISOString() },
    ]);
    expect(res.body.data).toEqual({ books: 1, chapters: 1 });
    expect(await lastRead(s)).toMatchObject({ chapterId: ch(1), position: 1 });
    expect((await merge(s, [{ bookId: 'x' }])).status).toBe(400);
    expect(
      (
        await merge(
          s,
          Array.from({ length: 101 }, () => ({ bookId: 1, chapterId: 1, position: 0, readTime: 'x' })),
        )
      ).status,
    ).toBe(400);
    const guest = await t.app.inject({
      method: 'POST',
      url: '/portal/user/book/progress/merge',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ records: [] }),
    });
    expect(guest.statusCode).toBe(401);
  });

  it('takes a page position within 0-100000 and answers the same 400 on both databases otherwise', async () => {
    const s = await registerUser(t.app);
    const save = (position: unknown, as: 'json' | 'form' = 'json') =>
      t.app
        .inject({
          method: 'POST',
          url: '/portal/user/book/history/save',
          headers: {
            'content-type': as === 'json' ? 'application/json' : 'application/x-www-form-urlencoded',
            'UG-Uid': s.uid,
            'UG-Token': s.token,
          },
          payload:
            as === 'json'
              ? `{"bookId":${book.bookId},"chapterId":${ch(1)},"position":${String(position)}}`
              : `bookId=${book.bookId}&chapterId=${ch(1)}&position=${String(position)}`,
        })
        .then((res) => ({ status: res.statusCode, body: res.json() as { code: number; msg: string } }));
    expect((await save(100000)).body.code).toBe(0);
    expect(await lastRead(s)).toMatchObject({ chapterId: ch(1), position: 100000 });
    for (const [position, as] of [
      [100001, 'json'],
      [2147483648, 'json'],
      ['1e300', 'json'],
      ['1e300', 'form'],
      [2147483648, 'form'],
      [-1, 'json'],
      [1.5, 'json'],
    ] as const) {
      const res = await save(position, as);
      expect({ position, as, status: res.status, code: res.body.code }).toEqual({
        position,
        as,
        status: 400,
        code: 400,
      });
      expect(res.body.msg).toMatch(/^参数错误：position /);
    }
    // Nothing was stored by the refusals: the last good spot stands.
    expect(await lastRead(s)).toMatchObject({ chapterId: ch(1), position: 100000 });
  });
});
