import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBookRow } from '../src/modules/comics/books.ts';
import { seedComics } from '../src/modules/comics/seed.ts';
import { ViewCounter } from '../src/modules/comics/view-counter.ts';
import { dbKinds, seedArtFor, startTestApp, type TestApp } from './helpers/index.ts';

const BOOK_ID = 1;
/** Longer than any test: the counter flushes only when a test says so. */
const NEVER_ON_ITS_OWN_MS = 3_600_000;

describe.each(dbKinds)("a book's read count while its reads are written (%s)", (db) => {
  let t: TestApp;
  let counter: ViewCounter;
  const stored = async () => Number((await findBookRow(t.app.db, BOOK_ID))?.views);

  beforeAll(async () => {
    t = await startTestApp({ db });
    await seedComics(t.app.db, { art: await seedArtFor(t.app) });
    counter = new ViewCounter(
      t.app.db,
      (error) => {
        throw error;
      },
      NEVER_ON_ITS_OWN_MS,
    );
  });
  afterAll(async () => {
    await counter.close();
    await t.close();
  });

  it('never counts a batch twice nor leaves it out when its write lands during the read', async () => {
    const before = await stored();
    for (let i = 0; i < 3; i++) counter.add(BOOK_ID);
    // The row is read before the batch is written; the write commits before the read has finished.
    let rowReads = 0;
    const { stored: views, pending } = await counter.withPending(BOOK_ID, async () => {
      rowReads += 1;
      const row = await stored();
      if (rowReads === 1) await counter.flush();
      return row;
    });
    expect(views + pending).toBe(before + 3);
    expect(rowReads).toBe(2);
    expect(await stored()).toBe(before + 3);
  });

  it('a read while a write is under way waits for it, and reads once when nothing is written', async () => {
    const before = await stored();
    counter.add(BOOK_ID);
    const flushing = counter.flush();
    let rowReads = 0;
    const { stored: views, pending } = await counter.withPending(BOOK_ID, async () => {
      rowReads += 1;
      return stored();
    });
    await flushing;
    expect({ views, pending, rowReads }).toEqual({ views: before + 1, pending: 0, rowReads: 1 });
  });
});
