import type { Result, Schemas } from '@portal/sdk';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/portal';
import { accountKey, asyncView, sdkQuery } from '../../../lib/sdk-query';
import { useUid } from '../../../lib/stores/session-store';
import { loadGuestSpot, savedReadSpots } from './read-progress';

export type BookDetail = Schemas['BookDetail'];

/** The query key of a book with the reading spot of `uid` ('' for a guest). */
export const bookKey = (uid: string, bookId: number) => accountKey(uid, 'book', bookId);

/**
 * A book with my last reading spot: after any save still in flight, from the server when logged in,
 * from the device for a guest.
 */
export function useBook(bookId: number) {
  const uid = useUid();
  const loggedIn = uid !== '';
  const book = useQuery(
    sdkQuery(bookKey(uid, bookId), async (): Promise<Result<BookDetail>> => {
      await savedReadSpots();
      const result = await api.comics.getBook({ bookId });
      if (!result.data || result.data.lastRead || loggedIn) return result;
      const spot = await loadGuestSpot(bookId);
      return spot
        ? { data: { ...result.data, lastRead: { ...spot, chapterTitle: '' } }, error: null }
        : result;
    }),
  );
  return asyncView(book);
}
