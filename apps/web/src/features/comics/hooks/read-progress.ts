import { api, portal } from '../../../lib/portal';
import { useSession } from '../../../lib/stores/session-store';

export interface ReadSpot {
  chapterId: number;
  /** 0-based index of the page at the top of the screen. */
  position: number;
}

// Guests have no server history; their spot stays on the device, through the SDK's storage adapter.
const guestKey = (bookId: number) => `read_position_${bookId}`;

let pending: Promise<unknown> = Promise.resolve();

/** Saves where the reader is: the server's read history when logged in, the device otherwise. */
export function saveReadSpot(bookId: number, spot: ReadSpot): Promise<unknown> {
  const job = useSession.getState().loggedIn
    ? api.comics.saveReadHistory({ bookId, chapterId: spot.chapterId, position: spot.position })
    : Promise.resolve(portal.storage.setItem(guestKey(bookId), JSON.stringify(spot)));
  pending = Promise.all([pending, job.catch(() => null)]);
  return pending;
}

/** Resolves once every save started so far has answered (pages that show the spot wait for it). */
export function savedReadSpots(): Promise<unknown> {
  return pending;
}

function parseSpot(raw: string | null): ReadSpot | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<ReadSpot>;
    return typeof v.chapterId === 'number' && typeof v.position === 'number'
      ? { chapterId: v.chapterId, position: v.position }
      : null;
  } catch {
    return null;
  }
}

/** The last saved spot in a book (after any save still in flight), or null. */
export async function loadReadSpot(bookId: number): Promise<ReadSpot | null> {
  await pending;
  if (!useSession.getState().loggedIn) return parseSpot(await portal.storage.getItem(guestKey(bookId)));
  const { data } = await api.comics.getBook({ bookId });
  return data?.lastRead ? { chapterId: data.lastRead.chapterId, position: data.lastRead.position } : null;
}

/** For guests the book info answer has no lastRead; the device copy stands in. */
export function loadGuestSpot(bookId: number): Promise<ReadSpot | null> {
  return Promise.resolve(portal.storage.getItem(guestKey(bookId))).then(parseSpot);
}
