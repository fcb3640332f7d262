// Turns book and chapter rows into the contract's Book, Chapter and friends (openapi/portal.yaml).
import type { Selectable } from 'kysely';
import type { BooksTable, ChaptersTable } from '../../db/tables/comics.ts';

export type BookRow = Selectable<BooksTable>;

export const BOOK_STATUSES = ['ongoing', 'finished'] as const;
export type BookStatus = (typeof BOOK_STATUSES)[number];

export type Book = {
  id: number;
  title: string;
  cover: string;
  author: string;
  tags: string[];
  status: BookStatus;
  intro: string;
  chapterCount: number;
  latestChapterTitle: string;
  updateTime: string;
  /** Popularity (人气): read count. */
  hot: number;
  subscribed: boolean;
  subscriberCount: number;
  /** Paid chapters: the first freeChapters are free; null when every chapter is. */
  freeChapters: number | null;
  chapterPrice: number;
  vipFree: boolean;
};

export type Chapter = {
  id: number;
  bookId: number;
  index: number;
  title: string;
  cover: string;
  pageCount: number;
  createTime: string;
};

/** Stored as 0/1 so an index can serve the filter; the contract speaks words. */
export function statusCode(status: BookStatus): number {
  return BOOK_STATUSES.indexOf(status);
}

export function toBook(row: BookRow, subscribed: boolean): Book {
  return {
    id: row.id,
    title: row.title,
    cover: row.cover,
    author: row.author,
    tags: row.tags ? row.tags.split(',').filter(Boolean) : [],
    status: BOOK_STATUSES[row.status] ?? 'ongoing',
    intro: row.description,
    chapterCount: row.chapter_count,
    latestChapterTitle: row.latest_chapter_title,
    updateTime: row.updated_at,
    hot: Number(row.views),
    subscribed,
    subscriberCount: row.subscriber_count,
    freeChapters: row.chapter_price > 0 ? row.free_chapters : null,
    chapterPrice: row.free_chapters === null ? 0 : row.chapter_price,
    vipFree: row.vip_free === 1,
  };
}

export function toChapter(row: Selectable<ChaptersTable>): Chapter {
  return {
    id: row.id,
    bookId: row.book_id,
    index: row.seq,
    title: row.title,
    cover: row.cover,
    pageCount: row.page_count,
    createTime: row.created_at,
  };
}
