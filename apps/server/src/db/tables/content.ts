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
  /** A notification kind (chapter, reply, like, follow, game_released, order, system) or an older system kind. */
  kind: string;
  /** The inbox tab it is listed under (reply, like, follow, update, system); migration 400. */
  tab: Generated<string>;
  /** The web app path it opens, or null. */
  url: string | null;
  /** The event it was delivered for: unique per user, so a job run twice delivers once. */
  event_key: string | null;
  /** Grouped notifications (likes of one post): one row per user and group, replaced as the group grows. */
  group_key: string | null;
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
