// Announcement versions and 今日不再显示 per account: a tick holds for one announcement at one version
// on one Asia/Shanghai day, so an edited announcement shows again and a second device agrees.
import { createHash } from 'node:crypto';
import type { Db } from '../../db/tx.ts';
import { AppError, BusinessCode, BusinessMessage, Errors } from '../../http/answer.ts';
import { shanghaiDay } from '../../infra/shanghai-day.ts';

/** A digest of what the reader sees: it changes whenever the title or the content does. */
export function announcementVersion(a: { title: string; content: string }): string {
  return createHash('sha256').update(`${a.title}\n${a.content}`).digest('base64url').slice(0, 16);
}

/** Whether this user ticked 今日不再显示 on this announcement at this version, today. */
export async function dismissedToday(
  db: Db,
  uid: string,
  a: { id: number; version: string },
  now: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom('announcement_dismissals')
    .select(['version', 'dismissed_at'])
    .where('uid', '=', uid)
    .where('announcement_id', '=', a.id)
    .executeTakeFirst();
  return (
    row !== undefined &&
    row.version === a.version &&
    shanghaiDay(new Date(row.dismissed_at)) === shanghaiDay(now)
  );
}

/** Records the tick; a version the announcement no longer has answers 1011 (show it again). */
export async function dismissAnnouncement(
  db: Db,
  uid: string,
  input: { id: number; version: string },
  now: Date,
): Promise<void> {
  const row = await db
    .selectFrom('announcements')
    .select(['id', 'title', 'content'])
    .where('id', '=', input.id)
    .executeTakeFirst();
  if (!row) throw Errors.notFound('公告不存在');
  if (announcementVersion(row) !== input.version)
    throw new AppError(BusinessCode.AnnouncementChanged, BusinessMessage.AnnouncementChanged);
  const values = { version: input.version, dismissed_at: now.toISOString() };
  await db
    .insertInto('announcement_dismissals')
    .values({ uid, announcement_id: input.id, ...values })
    .onConflict((oc) => oc.columns(['uid', 'announcement_id']).doUpdateSet(values))
    .execute();
}
