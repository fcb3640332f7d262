// A book an operator deletes while players are saving their place in it, subscribing and opening it: a
// request that checked the book before the delete and writes after it meets the database's foreign key.
// The player is told the book is gone (404 内容不存在 or the route's own not-found), never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../src/http/answer.ts';
import { adminCall, operatorSession } from './helpers/admin.ts';
import { dbKinds, portalPost, registerUser, startTestApp, type TestApp } from './helpers/index.ts';
import { insertPaidBook } from './paid-chapters-fixture.ts';

const ROUNDS = 12;
const PLAYERS = 8;

describe.each(dbKinds)('content deleted mid-request (%s)', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ db });
  });
  afterAll(() => t.close());

  it('answers the players of a book deleted under them with not-found, never a server error', async () => {
    const admin = await operatorSession(t.app, 'admin');
    const players = await Promise.all(Array.from({ length: PLAYERS }, () => registerUser(t.app)));
    const statuses = new Map<number, number>();
    for (let round = 0; round < ROUNDS; round++) {
      const book = await insertPaidBook(t.app);
      const [first] = book.chapterIds as [number];
      const writes = players.flatMap((p) => [
        portalPost(
          t.app,
          '/user/book/history/save',
          { bookId: book.bookId, chapterId: first, position: 3 },
          p,
        ),
        portalPost(t.app, '/user/book/subscribe', { bookId: book.bookId }, p),
      ]);
      // The delete lands among the writes: some checked the book before it, and write after it.
      const deleted = adminCall(t.app, 'DELETE', `/v1/admin/books/${book.bookId}`, admin.token);
      for (const answer of await Promise.all(writes)) {
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      }
      expect((await deleted).body.code).toBe(0);
    }
    expect([...statuses.keys()].filter((s) => s >= ErrorCode.InternalError)).toEqual([]);
    expect([...statuses.keys()].every((s) => s === 200 || s === ErrorCode.NotFound)).toBe(true);
  }, 120_000);
});
