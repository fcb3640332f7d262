import type { AnnouncementLoadOptions } from '@portal/sdk';
import { loadPortal } from './load-portal';
import type { Announcement } from './stores/announcement-store';

/**
 * The root route's data: the start-up answer every screen needs, which the server's render fetched as a
 * guest (the announcement, as the SDK's `announcement.load` takes it), or null when there is none to
 * hand over (in the browser, start-up fetches it).
 */
export type StartupData = { announcement: AnnouncementLoadOptions<Announcement> } | null;

/**
 * The root route's loader: on the server's render, the announcement as a guest gets it, which goes to
 * the browser with the page's other loader data; in the browser, nothing (start-up asks itself), so the
 * router starts without waiting for the SDK.
 */
export async function loadStartup(): Promise<StartupData> {
  if (!import.meta.env.SSR) return null;
  const { api } = await loadPortal();
  const { data, error } = await api.content.getAnnouncement();
  return error ? null : { announcement: { guestAnswer: data ?? null } };
}
