// Paid chapters, read marks, reading settings and per-account announcement dismissals.

/** One row per (uid, chapter_id): the chapter was unlocked with X钻 (`price` charged). */
export interface ChapterUnlocksTable {
  uid: string;
  chapter_id: number;
  book_id: number;
  price: number;
  created_at: string;
}

/** One row per (uid, chapter_id): the user opened the chapter (已读). */
export interface ChapterReadsTable {
  uid: string;
  chapter_id: number;
  book_id: number;
  read_at: string;
}

/** One row per uid; absent means the defaults (auto-unlock off). */
export interface ReadingSettingsTable {
  uid: string;
  /** 1 = 自动解锁下一章. */
  auto_unlock: number;
  updated_at: string;
}

/** One row per (uid, announcement_id): the version ticked 今日不再显示 and when. */
export interface AnnouncementDismissalsTable {
  uid: string;
  announcement_id: number;
  version: string;
  dismissed_at: string;
}

export interface ReadingTables {
  chapter_unlocks: ChapterUnlocksTable;
  chapter_reads: ChapterReadsTable;
  reading_settings: ReadingSettingsTable;
  announcement_dismissals: AnnouncementDismissalsTable;
}
