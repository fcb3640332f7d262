import { isSameDay } from '../helpers/calendar-day.js';
import { notShowKey } from '../storage/keys.js';
import type { StorageAdapter } from '../storage/types.js';

/**
 * Fetch when no "今日不再显示" time is stored, when it is not a number, or when it has expired,
 * i.e. was stored on an earlier calendar day (China time) than now.
 */
export function shouldFetchAnnouncement(stored: string | null, now: number): boolean {
  if (stored == null || stored.trim() === '') return true;
  const at = Number(stored);
  if (!Number.isFinite(at)) return true;
  return !isSameDay(at, now);
}

/** Beside `{uid}not-show`: which announcement (`id:version`) the tick was for. */
export const notShowVersionKey = (uid: string): string => `${notShowKey(uid)}-version`;

/** The announcement a tick names: its id and version (a digest the server changes with the content). */
export const noticeVersion = (a: { id: number; version?: string }): string => `${a.id}:${a.version ?? ''}`;

export interface Tick {
  at: number;
  /** `id:version` of the announcement ticked; null for a tick stored before announcements had versions. */
  version: string | null;
}

/** This user's tick of today, or null (none, not a number, or an earlier day). */
export async function tickOfToday(storage: StorageAdapter, uid: string, now: number): Promise<Tick | null> {
  const stored = await storage.getItem(notShowKey(uid));
  if (shouldFetchAnnouncement(stored, now)) return null;
  return { at: Number(stored), version: await storage.getItem(notShowVersionKey(uid)) };
}

export async function dismissAnnouncementToday(
  storage: StorageAdapter,
  uid: string,
  at: number,
  version: string | null,
): Promise<void> {
  await storage.setItem(notShowKey(uid), String(at));
  if (version) await storage.setItem(notShowVersionKey(uid), version);
  else await storage.removeItem(notShowVersionKey(uid));
}
