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

export async function announcementDue(storage: StorageAdapter, uid: string, now: number): Promise<boolean> {
  return shouldFetchAnnouncement(await storage.getItem(notShowKey(uid)), now);
}

export async function dismissAnnouncementToday(
  storage: StorageAdapter,
  uid: string,
  now: number,
): Promise<void> {
  await storage.setItem(notShowKey(uid), String(now));
}
