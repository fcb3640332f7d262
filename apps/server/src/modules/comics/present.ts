// Turns book and chapter rows into the answers the contract documents.
import type { Selectable } from 'kysely';
import type { BooksTable, ChaptersTable } from '../../db/tables/comics.ts';

export type BookRow = Selectable<BooksTable>;

export type BookSummary = {
  id: number;
  title: string;
  author: string;
  cover: string;
  description: string;
  tags: string[];
  /** 0 ongoing, 1 finished. */
  status: number;
  views: number;
  chapterCount: number;
  subscriberCount: number;
  updateTime: string;
};

export type ChapterItem = {
  id: number;
  bookId: number;
  seq: number;
  title: string;
  cover: string;
  pageCount: number;
  createTime: string;
};

export function toBookSummary(row: BookRow): BookSummary {
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    cover: row.cover,
    description: row.description,
    tags: row.tags ? row.tags.split(',').filter(Boolean) : [],
    status: row.status,
    views: Number(row.views),
    chapterCount: row.chapter_count,
    subscriberCount: row.subscriber_count,
    updateTime: row.updated_at,
  };
}

export function toChapterItem(row: Selectable<ChaptersTable>): ChapterItem {
  return {
    id: row.id,
    bookId: row.book_id,
    seq: row.seq,
    title: row.title,
    cover: row.cover,
    pageCount: row.page_count,
    createTime: row.created_at,
  };
}
