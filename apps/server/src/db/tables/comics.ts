import type { ColumnType, Generated } from 'kysely';

export interface BooksTable {
  id: Generated<number>;
  title: string;
  author: string;
  cover: string;
  /** Wide image for the comics home carousel (featured books). */
  banner: Generated<string>;
  description: string;
  /** Tag names joined by ',' for display; filtering goes through book_tags. */
  tags: string;
  /** 0 = ongoing, 1 = finished. */
  status: number;
  /** Read count; "hot" order sorts on it. */
  views: number;
  /** 1 = shown in the comics home carousel. */
  featured: number;
  chapter_count: number;
  /** Title of the newest chapter, kept with chapter_count so lists need no join. */
  latest_chapter_title: string;
  subscriber_count: number;
  /** Paid chapters: chapters 1..free_chapters are free, later ones cost chapter_price; null = all free. */
  free_chapters: ColumnType<number | null, number | null | undefined, number | null>;
  /** X钻 per paid chapter; 0 = no paid chapters. */
  chapter_price: Generated<number>;
  /** 1 = members read the paid chapters free. */
  vip_free: Generated<number>;
  /** When the newest chapter came out; "update" order sorts on it. */
  updated_at: string;
  created_at: string;
}

export interface BookTagsTable {
  book_id: number;
  tag: string;
}

export interface ChaptersTable {
  id: Generated<number>;
  book_id: number;
  /** 1-based position in the book. */
  seq: number;
  title: string;
  cover: string;
  page_count: number;
  created_at: string;
}

export interface ChapterPagesTable {
  id: Generated<number>;
  chapter_id: number;
  seq: number;
  url: string;
  width: number;
  height: number;
}

/** One row per (uid, book_id): the last chapter read and the scroll position inside it. */
export interface ReadHistoryTable {
  uid: string;
  book_id: number;
  chapter_id: number;
  position: number;
  updated_at: string;
}

/** One row per (uid, book_id). */
export interface BookSubscriptionsTable {
  uid: string;
  book_id: number;
  created_at: string;
}

export interface ComicsTables {
  books: BooksTable;
  book_tags: BookTagsTable;
  chapters: ChaptersTable;
  chapter_pages: ChapterPagesTable;
  read_history: ReadHistoryTable;
  book_subscriptions: BookSubscriptionsTable;
}
