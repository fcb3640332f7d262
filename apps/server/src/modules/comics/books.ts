// Reads of the comic catalogue: lists, the comics home, book info, the chapter menu and pages.
import { sql } from 'kysely';
import type { Db } from '../../db/tx.ts';
import { type BookSummary, type ChapterItem, toBookSummary, toChapterItem } from './present.ts';

export type BookOrder = 'hot' | 'update';

export async function listBooks(
  db: Db,
  query: { tag?: string | undefined; order: BookOrder; offset: number; limit: number },
): Promise<{ records: BookSummary[]; total: number }> {
  let rows = db.selectFrom('books').selectAll('books');
  let count = db.selectFrom('books').select((eb) => eb.fn.countAll<number>().as('n'));
  if (query.tag) {
    const tagged = db.selectFrom('book_tags').select('book_id').where('tag', '=', query.tag);
    rows = rows.where('books.id', 'in', tagged);
    count = count.where('books.id', 'in', tagged);
  }
  rows =
    query.order === 'hot'
      ? rows.orderBy('books.views', 'desc').orderBy('books.id', 'desc')
      : rows.orderBy('books.updated_at', 'desc').orderBy('books.id', 'desc');
  const [records, total] = await Promise.all([
    rows.limit(query.limit).offset(query.offset).execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { records: records.map(toBookSummary), total: Number(total.n) };
}

export async function listBookTags(db: Db): Promise<{ tag: string; count: number }[]> {
  const rows = await db
    .selectFrom('book_tags')
    .select(['tag', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('tag')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('tag')
    .execute();
  return rows.map((r) => ({ tag: r.tag, count: Number(r.n) }));
}

export async function findBook(db: Db, bookId: number): Promise<BookSummary | undefined> {
  const row = await db.selectFrom('books').selectAll().where('id', '=', bookId).executeTakeFirst();
  return row ? toBookSummary(row) : undefined;
}

export async function listChapters(db: Db, bookId: number, order: 'asc' | 'desc'): Promise<ChapterItem[]> {
  const rows = await db
    .selectFrom('chapters')
    .selectAll()
    .where('book_id', '=', bookId)
    .orderBy('seq', order)
    .execute();
  return rows.map(toChapterItem);
}

export type ChapterPages = {
  bookId: number;
  bookTitle: string;
  chapter: ChapterItem;
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
    .selectAll('chapters')
    .select('books.title as book_title')
    .where('chapters.id', '=', chapterId)
    .where('chapters.book_id', '=', bookId)
    .executeTakeFirst();
  if (!chapter) return undefined;
  const [pages, prev, next] = await Promise.all([
    db
      .selectFrom('chapter_pages')
      .select(['url', 'width', 'height'])
      .where('chapter_id', '=', chapterId)
      .orderBy('seq')
      .execute(),
    db
      .selectFrom('chapters')
      .select('id')
      .where('book_id', '=', bookId)
      .where('seq', '<', chapter.seq)
      .orderBy('seq', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('chapters')
      .select('id')
      .where('book_id', '=', bookId)
      .where('seq', '>', chapter.seq)
      .orderBy('seq', 'asc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    bookId,
    bookTitle: chapter.book_title,
    chapter: toChapterItem(chapter),
    pages,
    prevChapterId: prev?.id ?? null,
    nextChapterId: next?.id ?? null,
  };
}

/** Counts a read; the hot ranking sorts on it. */
export async function countBookView(db: Db, bookId: number): Promise<void> {
  await db
    .updateTable('books')
    .set((eb) => ({ views: eb('views', '+', 1) }))
    .where('id', '=', bookId)
    .execute();
}

/** The comics home carousel: books the operator marked featured, hottest first. */
export async function featuredBooks(
  db: Db,
): Promise<{ id: number; title: string; description: string; banner: string; cover: string }[]> {
  return db
    .selectFrom('books')
    .select(['id', 'title', 'description', 'banner', 'cover'])
    .where('featured', '=', 1)
    .orderBy('views', 'desc')
    .orderBy('id', 'desc')
    .limit(8)
    .execute();
}
