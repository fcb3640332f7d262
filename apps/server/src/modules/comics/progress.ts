// Read marks (已读), reading settings, and a guest's progress brought into the account after a login.
import { sql } from 'kysely';
import { type Db, inTx, type Tx } from '../../db/tx.ts';
import { chapterLocks, type PaidBook } from './paid-chapters.ts';

/** Marks chapters read; a chapter read before keeps its first time. Answers how many were new. */
export async function markRead(
  db: Db | Tx,
  uid: string,
  bookId: number,
  chapterIds: number[],
  now: string,
): Promise<number> {
  if (chapterIds.length === 0) return 0;
  const result = await db
    .insertInto('chapter_reads')
    .values(chapterIds.map((chapter_id) => ({ uid, chapter_id, book_id: bookId, read_at: now })))
    .onConflict((oc) => oc.columns(['uid', 'chapter_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
}

export async function readChapterIds(db: Db, uid: string | undefined, bookId: number): Promise<Set<number>> {
  if (!uid) return new Set();
  const rows = await db
    .selectFrom('chapter_reads')
    .select('chapter_id')
    .where('uid', '=', uid)
    .where('book_id', '=', bookId)
    .execute();
  return new Set(rows.map((r) => r.chapter_id));
}

export async function readingSettings(db: Db, uid: string): Promise<{ autoUnlock: boolean }> {
  const row = await db
    .selectFrom('reading_settings')
    .select('auto_unlock')
    .where('uid', '=', uid)
    .executeTakeFirst();
  return { autoUnlock: row?.auto_unlock === 1 };
}

export async function saveReadingSettings(
  db: Db,
  uid: string,
  settings: { autoUnlock: boolean },
  now: string,
): Promise<{ autoUnlock: boolean }> {
  const auto_unlock = settings.autoUnlock ? 1 : 0;
  await db
    .insertInto('reading_settings')
    .values({ uid, auto_unlock, updated_at: now })
    .onConflict((oc) => oc.column('uid').doUpdateSet({ auto_unlock, updated_at: now }))
    .execute();
  return { autoUnlock: settings.autoUnlock };
}

export type ProgressRecord = {
  bookId: number;
  chapterId: number;
  position: number;
  readTime: string;
  readChapterIds?: number[] | undefined;
};

/**
 * Brings a guest's progress into the account: per book the newer spot wins (a time past `now` counts
 * as now, so a wrong clock cannot pin a spot forever); read marks are added. Unknown books, chapters of
 * another book and chapters locked to this user are skipped.
 */
export async function mergeProgress(
  db: Db,
  uid: string,
  records: ProgressRecord[],
  now: Date,
): Promise<{ books: number; chapters: number }> {
  let books = 0;
  let chapters = 0;
  const nowIso = now.toISOString();
  for (const record of records) {
    const book = await db
      .selectFrom('books')
      .select(['id', 'title', 'free_chapters', 'chapter_price', 'vip_free'])
      .where('id', '=', record.bookId)
      .executeTakeFirst();
    if (!book) continue;
    const wanted = [...new Set([record.chapterId, ...(record.readChapterIds ?? [])])];
    const rows = await db
      .selectFrom('chapters')
      .select(['id', 'seq'])
      .where('book_id', '=', book.id)
      .where('id', 'in', wanted)
      .execute();
    const locks = await chapterLocks(db, uid, book satisfies PaidBook, rows, now);
    const open = new Set(rows.filter((r) => !locks.get(r.id)?.locked).map((r) => r.id));
    const parsed = Date.parse(record.readTime);
    const readTime = new Date(Number.isFinite(parsed) ? Math.min(parsed, now.getTime()) : 0).toISOString();
    await inTx(db, async (trx) => {
      chapters += await markRead(trx, uid, book.id, [...open], nowIso);
      if (!open.has(record.chapterId)) return;
      const result = await trx
        .insertInto('read_history')
        .values({
          uid,
          book_id: book.id,
          chapter_id: record.chapterId,
          position: record.position,
          updated_at: readTime,
        })
        .onConflict((oc) =>
          oc
            .columns(['uid', 'book_id'])
            .doUpdateSet({ chapter_id: record.chapterId, position: record.position, updated_at: readTime })
            .where(sql<boolean>`read_history.updated_at < ${readTime}`),
        )
        .executeTakeFirst();
      books += Number(result.numInsertedOrUpdatedRows ?? 0n);
    });
  }
  return { books, chapters };
}
