// Reads of the comic catalogue: lists, the comics home, book info, the chapter menu and pages.
import { sql } from 'kysely';
import type { Db } from '../../db/tx.ts';
import {
  type Book,
  type BookRow,
  type BookStatus,
  type Chapter,
  statusCode,
  toBook,
  toChapter,
} from './present.ts';

export type BookOrder = 'hot' | 'update';

/** Which of `bookIds` the user subscribed to; empty for a guest. */
export async function subscribedIds(
  db: Db,
  uid: string | undefined,
  bookIds: number[],
): Promise<Set<number>> {
  if (!uid || bookIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('book_subscriptions')
    .select('book_id')
    .where('uid', '=', uid)
    .where('book_id', 'in', bookIds)
    .execute();
  return new Set(rows.map((r) => r.book_id));
}

export async function presentBooks(db: Db, rows: BookRow[], uid: string | undefined): Promise<Book[]> {
  return withSubscribed(
    db,
    uid,
    rows.map((r) => toBook(r, false)),
  );
}

/**
 * Marks the books the user subscribed to. Lists are built (and cached) as a guest sees them; this
 * puts the per-user flag on copies, never on cached objects.
 */
export async function withSubscribed<T extends Book>(
  db: Db,
  uid: string | undefined,
  books: T[],
): Promise<T[]> {
  if (!uid || books.length === 0) return books;
  const subscribed = await subscribedIds(
    db,
    uid,
    books.map((b) => b.id),
  );
  return books.map((b) => (subscribed.has(b.id) ? { ...b, subscribed: true } : b));
}

export async function listBooks(
  db: Db,
  query: {
    tag?: string | undefined;
    status?: BookStatus | undefined;
    order: BookOrder;
    offset: number;
    limit: number;
  },
): Promise<{ records: Book[]; total: number }> {
  let rows = db.selectFrom('books').selectAll('books');
  let count = db.selectFrom('books').select((eb) => eb.fn.countAll<number>().as('n'));
  if (query.tag) {
    const tagged = db.selectFrom('book_tags').select('book_id').where('tag', '=', query.tag);
    rows = rows.where('books.id', 'in', tagged);
    count = count.where('books.id', 'in', tagged);
  }
  if (query.status) {
    rows = rows.where('books.status', '=', statusCode(query.status));
    count = count.where('books.status', '=', statusCode(query.status));
  }
  rows =
    query.order === 'hot'
      ? rows.orderBy('books.views', 'desc').orderBy('books.id', 'desc')
      : rows.orderBy('books.updated_at', 'desc').orderBy('books.id', 'desc');
  const [records, total] = await Promise.all([
    rows.limit(query.limit).offset(query.offset).execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { records: records.map((r) => toBook(r, false)), total: Number(total.n) };
}

export async function listBookTags(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('book_tags')
    .select('tag')
    .groupBy('tag')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('tag')
    .execute();
  return rows.map((r) => r.tag);
}

export async function findBookRow(db: Db, bookId: number): Promise<BookRow | undefined> {
  return db.selectFrom('books').selectAll().where('id', '=', bookId).executeTakeFirst();
}

export async function listChapters(db: Db, bookId: number, order: 'asc' | 'desc'): Promise<Chapter[]> {
  const rows = await db
    .selectFrom('chapters')
    .selectAll()
    .where('book_id', '=', bookId)
    .orderBy('seq', order)
    .execute();
  return rows.map(toChapter);
}

export async function firstChapterId(db: Db, bookId: number): Promise<number | null> {
  const row = await db
    .selectFrom('chapters')
    .select('id')
    .where('book_id', '=', bookId)
    .orderBy('seq')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

export type ChapterPages = {
  bookId: number;
  chapterId: number;
  title: string;
  index: number;
  bookTitle: string;
  pages: { url: string; width: number; height: number }[];
  prevChapterId: number | null;
  nextChapterId: number | null;
};

export async function chapterPages(
  db: Db,
  bookId: number,
  chapterId: number,
): Promise<ChapterPages | undefined> {
  const chapter = await db
    .selectFrom('chapters')
    .innerJoin('books', 'books.id', 'chapters.book_id')
    .select(['chapters.seq', 'chapters.title', 'books.title as book_title'])
    .where('chapters.id', '=', chapterId)
    .where('chapters.book_id', '=', bookId)
    .executeTakeFirst();
  if (!chapter) return undefined;
  const neighbour = (direction: '<' | '>') =>
    db
      .selectFrom('chapters')
      .select('id')
      .where('book_id', '=', bookId)
      .where('seq', direction, chapter.seq)
      .orderBy('seq', direction === '<' ? 'desc' : 'asc')
      .limit(1)
      .executeTakeFirst();
  const [pages, prev, next] = await Promise.all([
    db
      .selectFrom('chapter_pages')
      .select(['url', 'width', 'height'])
      .where('chapter_id', '=', chapterId)
      .orderBy('seq')
      .execute(),
    neighbour('<'),
    neighbour('>'),
  ]);
  return {
    bookId,
    chapterId,
    title: chapter.title,
    index: chapter.seq,
    bookTitle: chapter.book_title,
    pages,
    prevChapterId: prev?.id ?? null,
    nextChapterId: next?.id ?? null,
  };
}

/** The comics home carousel: books the operator marked featured, hottest first; `banner` is the wide image. */
export async function featuredBooks(db: Db): Promise<(Book & { banner: string })[]> {
  const rows = await db
    .selectFrom('books')
    .selectAll()
    .where('featured', '=', 1)
    .orderBy('views', 'desc')
    .orderBy('id', 'desc')
    .limit(8)
    .execute();
  return rows.map((r) => ({ ...toBook(r, false), banner: r.banner || r.cover }));
}
