// Announcements (popup, posType 1), FAQ and activities with their time windows.
import type { Selectable } from 'kysely';
import type { ActivitiesTable } from '../../db/tables/content.ts';
import type { Db } from '../../db/tx.ts';
import { sanitizeRichText } from '../../http/rich-text.ts';
import { announcementVersion } from './announcement-versions.ts';

export type Announcement = {
  id: number;
  posType: number;
  title: string;
  createTime: string;
  content: string;
  /** Digest of title and content (announcement-versions.ts). */
  version: string;
};

export async function latestAnnouncement(db: Db, posType: number): Promise<Announcement | null> {
  const row = await db
    .selectFrom('announcements')
    .selectAll()
    .where('pos_type', '=', posType)
    // Drafts, unpublished ones and older versions of an edited one stay in the console.
    .where('status', '=', 'published')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        posType: row.pos_type,
        title: row.title,
        createTime: row.created_at,
        content: row.content,
        version: announcementVersion(row),
      }
    : null;
}

/** The only way announcements are written: content is sanitized before it is stored. */
export async function publishAnnouncement(
  db: Db,
  input: { posType: number; title: string; content: string; createdAt: string },
): Promise<number> {
  const row = await db
    .insertInto('announcements')
    .values({
      pos_type: input.posType,
      title: input.title,
      content: sanitizeRichText(input.content),
      created_at: input.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function listFaqs(db: Db): Promise<{ id: number; question: string; answer: string }[]> {
  return db.selectFrom('faqs').select(['id', 'question', 'answer']).orderBy('sort').orderBy('id').execute();
}

export type ActivityStatus = 'upcoming' | 'ongoing' | 'ended';

export type Activity = {
  id: number;
  title: string;
  summary: string;
  cover: string;
  /** Sanitized HTML. */
  content: string;
  startTime: string;
  endTime: string;
  status: ActivityStatus;
};

export function activityStatus(row: { starts_at: string; ends_at: string }, now: string): ActivityStatus {
  if (now < row.starts_at) return 'upcoming';
  if (now >= row.ends_at) return 'ended';
  return 'ongoing';
}

function toActivity(row: Selectable<ActivitiesTable>, now: string): Activity {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    cover: row.cover,
    content: row.content,
    startTime: row.starts_at,
    endTime: row.ends_at,
    status: activityStatus(row, now),
  };
}

const STATUS_RANK: Record<ActivityStatus, number> = { ongoing: 0, upcoming: 1, ended: 2 };

/**
 * Ongoing first (ending soonest first), then upcoming (starting soonest), then ended (most recently
 * ended first). The list is short, so it is ordered here rather than in SQL.
 */
export async function listActivities(db: Db, now: string, status?: ActivityStatus): Promise<Activity[]> {
  const rows = await db
    .selectFrom('activities')
    .selectAll()
    .orderBy('sort')
    .orderBy('id')
    .limit(200)
    .execute();
  const items = rows.map((r) => toActivity(r, now)).filter((a) => !status || a.status === status);
  const key = (a: Activity) => (a.status === 'upcoming' ? a.startTime : a.endTime);
  return items.sort((a, b) => {
    const byStatus = STATUS_RANK[a.status] - STATUS_RANK[b.status];
    if (byStatus !== 0) return byStatus;
    const order = key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
    return a.status === 'ended' ? -order : order;
  });
}

export async function activityDetail(db: Db, id: number, now: string): Promise<Activity | undefined> {
  const row = await db.selectFrom('activities').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toActivity(row, now) : undefined;
}

export async function createActivity(
  db: Db,
  input: {
    title: string;
    summary: string;
    content: string;
    cover: string;
    startsAt: string;
    endsAt: string;
    sort: number;
    now: string;
  },
): Promise<void> {
  await db
    .insertInto('activities')
    .values({
      title: input.title,
      summary: input.summary,
      content: sanitizeRichText(input.content),
      cover: input.cover,
      starts_at: input.startsAt,
      ends_at: input.endsAt,
      sort: input.sort,
      created_at: input.now,
    })
    .execute();
}
