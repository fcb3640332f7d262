import type { Schemas } from '@portal/sdk';
import type { Portal } from '../../../lib/portal';
import { loadGuestSpot, savedReadSpots } from './read-progress';

export type BookDetail = Schemas['BookDetail'];

/**
 * A book with my last reading spot, for a page's clientLoader: after any save still in flight, from the
 * server when logged in, from the device for a guest.
 */
export async function loadBook(portal: Portal, bookId: number) {
  await savedReadSpots();
  const result = await portal.api.comics.getBook({ bookId });
  if (!result.data || result.data.lastRead || portal.session.getState().loggedIn) return result;
  const spot = await loadGuestSpot(bookId);
  return spot ? { data: { ...result.data, lastRead: { ...spot, chapterTitle: '' } }, error: null } : result;
}
