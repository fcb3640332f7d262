// Per-user reading state: read history (last chapter + position per book) and subscriptions.
import { sql } from 'kysely';
import { type Db, inTx } from '../../db/tx.ts';
import { presentBooks } from './books.ts';
import type { Book } from './present.ts';

export type HistoryItem = {
  book: Book;
  chapterId: number;
  chapterTitle: string;
  position: number;
  readTime: string;
};

export async function chapterBelongsToBook(db: Db, bookId: number, chapterId: number): Promise<boolean> {
  const row = await db
    .selectFrom('chapters')
    .select('id')
    .where('id', '=', chapterId)
    .where('book_id', '=', bookId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Upserts the history row. `position` undefined means "opened the chapter": keep the saved position
 * when it is the same chapter, start at 0 when it is another one.
 */
export async function saveHistory(
  db: Db,
  entry: { uid: string; bookId: number; chapterId: number; position?: number | undefined; now: string },
): Promise<{ bookId: number; chapterId: number; position: number; readTime: string }> {
  const position = entry.position ?? 0;
  await db
    .insertInto('read_history')
    .values({
      uid: entry.uid,
      book_id: entry.bookId,
      chapter_id: entry.chapterId,
      position,
      updated_at: entry.now,
    })
    .onConflict((oc) =>
      oc.columns(['uid', 'book_id']).doUpdateSet({
        chapter_id: entry.chapterId,
        updated_at: entry.now,
        position:
          entry.position === undefined
            ? sql<number>`case when read_history.chapter_id = ${entry.chapterId} then read_history.position else 0 end`
            : position,
      }),
    )
    .execute();
  const row = await db
    .selectFrom('read_history')
    .select(['position'])
    .where('uid', '=', entry.uid)
    .where('book_id', '=', entry.bookId)
    .executeTakeFirstOrThrow();
  return { bookId: entry.bookId, chapterId: entry.chapterId, position: row.position, readTime: entry.now };
}

export async function lastRead(
  db: Db,
  uid: string,
  bookId: number,
): Promise<{ chapterId: number; chapterTitle: string; position: number; readTime: string } | null> {
  const row = await db
    .selectFrom('read_history')
    .innerJoin('chapters', 'chapters.id', 'read_history.chapter_id')
    .select(['read_history.chapter_id', 'chapters.title', 'read_history.position', 'read_history.updated_at'])
    .where('read_history.uid', '=', uid)
    .where('read_history.book_id', '=', bookId)
    .executeTakeFirst();
  return row
    ? { chapterId: row.chapter_id, chapterTitle: row.title, position: row.position, readTime: row.updated_at }
    : null;
}

export async function listHistory(
  db: Db,
  query: { uid: string; offset: number; limit: number },
): Promise<{ records: HistoryItem[]; total: number }> {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('read_history as h')
      .innerJoin('books', 'books.id', 'h.book_id')
      .innerJoin('chapters as c', 'c.id', 'h.chapter_id')
      .selectAll('books')
      .select(['h.chapter_id', 'c.title as chapter_title', 'h.position', 'h.updated_at as read_at'])
      .where('h.uid', '=', query.uid)
      .orderBy('h.updated_at', 'desc')
      .orderBy('h.book_id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    db
      .selectFrom('read_history')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('uid', '=', query.uid)
      .executeTakeFirstOrThrow(),
  ]);
  const books = await presentBooks(db, rows, query.uid);
  return {
    records: rows.map((r, i) => ({
      book: books[i] as Book,
      chapterId: r.chapter_id,
      chapterTitle: r.chapter_title,
      position: r.position,
      readTime: r.read_at,
    })),
    total: Number(total.n),
  };
}

export async function isSubscribed(db: Db, uid: string, bookId: number): Promise<boolean> {
  const row = await db
    .selectFrom('book_subscriptions')
    .select('book_id')
    .where('uid', '=', uid)
    .where('book_id', '=', bookId)
    .executeTakeFirst();
  return row !== undefined;
}

async function subscriberCount(db: Db, bookId: number): Promise<number> {
  const row = await db
    .selectFrom('books')
    .select('subscriber_count')
    .where('id', '=', bookId)
    .executeTakeFirst();
  return row?.subscriber_count ?? 0;
}

/**
 * Idempotent both ways: the count only moves when a row was really inserted or deleted, in the
 * same transaction, so it stays exact under concurrent taps.
 */
export async function setSubscribed(
  db: Db,
  change: { uid: string; bookId: number; subscribed: boolean; now: string },
): Promise<{ bookId: number; subscribed: boolean; subscriberCount: number }> {
  await inTx(db, async (trx) => {
    let changed: bigint;
    if (change.subscribed) {
      const result = await trx
        .insertInto('book_subscriptions')
        .values({ uid: change.uid, book_id: change.bookId, created_at: change.now })
        .onConflict((oc) => oc.columns(['uid', 'book_id']).doNothing())
        .executeTakeFirst();
      changed = result.numInsertedOrUpdatedRows ?? 0n;
    } else {
      const result = await trx
        .deleteFrom('book_subscriptions')
        .where('uid', '=', change.uid)
        .where('book_id', '=', change.bookId)
        .executeTakeFirst();
      changed = result.numDeletedRows;
    }
    if (changed > 0n) {
      await trx
        .updateTable('books')
        .set((eb) => ({ subscriber_count: eb('subscriber_count', change.subscribed ? '+' : '-', 1) }))
        .where('id', '=', change.bookId)
        .execute();
    }
  });
  return {
    bookId: change.bookId,
    subscribed: change.subscribed,
    subscriberCount: await subscriberCount(db, change.bookId),
  };
}

/** My subscribed books, most recently updated first (contract). */
export async function listSubscriptions(
  db: Db,
  query: { uid: string; offset: number; limit: number },
): Promise<{ records: Book[]; total: number }> {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('book_subscriptions as s')
      .innerJoin('books', 'books.id', 's.book_id')
      .selectAll('books')
      .where('s.uid', '=', query.uid)
      .orderBy('books.updated_at', 'desc')
      .orderBy('books.id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    db
      .selectFrom('book_subscriptions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('uid', '=', query.uid)
      .executeTakeFirstOrThrow(),
  ]);
  return { records: await presentBooks(db, rows, query.uid), total: Number(total.n) };
}
