import type { AnnouncementLoadOptions } from '@portal/sdk';
import type { LoaderFunctionArgs } from 'react-router';
import { requestPortal } from './first-screen-data';
import type { Announcement } from './stores/announcement-store';

/**
 * The root route's data: the start-up answer every screen needs, which the server's render fetched as a
 * guest (the announcement, as the SDK's `announcement.load` takes it), or null when there is none to
 * hand over (in the browser, start-up fetches it).
 */
export type StartupData = { announcement: AnnouncementLoadOptions<Announcement> } | null;

/**
 * The root route's loader: on the server, the announcement as a guest gets it (by the request's
 * portal), which goes to the browser with the page's other loader data; in the browser, nothing
 * (start-up asks itself), so the router starts without waiting for the SDK.
 */
export async function loadStartup({ context }: LoaderFunctionArgs): Promise<StartupData> {
  const portal = context.get(requestPortal);
  if (!portal) return null;
  const { data, error } = await portal.api.content.getAnnouncement();
  return error ? null : { announcement: { guestAnswer: data ?? null } };
}
