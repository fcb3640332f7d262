import type { Generated } from 'kysely';

export interface AnnouncementsTable {
  id: Generated<number>;
  /** 1 = the popup announcement (players ask with posType 1). */
  pos_type: number;
  title: string;
  /** HTML, sanitized when stored. */
  content: string;
  created_at: string;
  /** The first version's id; null for a first version (its own id is the series). */
  series_id: number | null;
  version: Generated<number>;
  /** draft | published | unpublished | superseded (an older version); only published ones show. */
  status: Generated<string>;
  published_at: string | null;
}

/** Inbox messages; one row per recipient. */
export interface MessagesTable {
  id: Generated<number>;
  uid: string;
  title: string;
  content: string;
  /** system | activity | reward */
  kind: string;
  read_at: string | null;
  created_at: string;
}

export interface FaqsTable {
  id: Generated<number>;
  question: string;
  answer: string;
  sort: number;
}

export interface ActivitiesTable {
  id: Generated<number>;
  title: string;
  summary: string;
  /** HTML, sanitized when stored. */
  content: string;
  cover: string;
  starts_at: string;
  ends_at: string;
  sort: number;
  created_at: string;
}

export interface BannersTable {
  id: Generated<number>;
  /** home | book */
  position: string;
  title: string;
  image: string;
  /** Web-app route the banner opens, e.g. /detail/1001 or /bookinfo/3. */
  link: string;
  sort: number;
}

export interface ContentTables {
  announcements: AnnouncementsTable;
  messages: MessagesTable;
  faqs: FaqsTable;
  activities: ActivitiesTable;
  banners: BannersTable;
}
