// Announcements (popup, posType 1), FAQ and activities with their time windows.
import type { Selectable } from 'kysely';
import type { ActivitiesTable } from '../../db/tables/content.ts';
import type { Db } from '../../db/tx.ts';
import { sanitizeRichText } from './sanitize.ts';

export type Announcement = {
  id: number;
  posType: number;
  title: string;
  createTime: string;
  content: string;
};

export async function latestAnnouncement(db: Db, posType: number): Promise<Announcement | null> {
  const row = await db
    .selectFrom('announcements')
    .selectAll()
    .where('pos_type', '=', posType)
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

export type ActivityItem = {
  id: number;
  title: string;
  summary: string;
  cover: string;
  startTime: string;
  endTime: string;
  status: ActivityStatus;
};

export function activityStatus(row: { starts_at: string; ends_at: string }, now: string): ActivityStatus {
  if (now < row.starts_at) return 'upcoming';
  if (now >= row.ends_at) return 'ended';
  return 'ongoing';
}

function toActivityItem(row: Selectable<ActivitiesTable>, now: string): ActivityItem {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    cover: row.cover,
    startTime: row.starts_at,
    endTime: row.ends_at,
    status: activityStatus(row, now),
  };
}

/**
 * Ongoing first (ending soonest first), then upcoming (starting soonest), then ended (most recent).
 * `status` narrows to one window.
 */
export async function listActivities(
  db: Db,
  query: { now: string; status?: ActivityStatus | undefined; offset: number; limit: number },
): Promise<{ records: ActivityItem[]; total: number }> {
  const { now } = query;
  let base = db.selectFrom('activities');
  if (query.status === 'ongoing') base = base.where('starts_at', '<=', now).where('ends_at', '>', now);
  if (query.status === 'upcoming') base = base.where('starts_at', '>', now);
  if (query.status === 'ended') base = base.where('ends_at', '<=', now);
  const [rows, total] = await Promise.all([
    base
      .selectAll()
      .orderBy((eb) =>
        eb
          .case()
          .when(eb.and([eb('starts_at', '<=', now), eb('ends_at', '>', now)]))
          .then(0)
          .when('starts_at', '>', now)
          .then(1)
          .else(2)
          .end(),
      )
      .orderBy((eb) => eb.case().when('ends_at', '<=', now).then(eb.val('')).else(eb.ref('ends_at')).end())
      .orderBy('ends_at', 'desc')
      .orderBy('id')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { records: rows.map((r) => toActivityItem(r, now)), total: Number(total.n) };
}

export async function activityDetail(
  db: Db,
  id: number,
  now: string,
): Promise<(ActivityItem & { content: string }) | undefined> {
  const row = await db.selectFrom('activities').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? { ...toActivityItem(row, now), content: row.content } : undefined;
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
