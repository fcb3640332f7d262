import type { ReadSpot } from '@portal/sdk/comics';
import { readingProgress } from './comics-sdk';

export type { ReadSpot };

/** Saves where the reader is: the server's read history when logged in, the device otherwise (SDK). */
export function saveReadSpot(bookId: number, spot: ReadSpot): Promise<unknown> {
  return readingProgress.save(bookId, spot);
}

/** Resolves once every save started so far (and a merge after a login) has answered. */
export function savedReadSpots(): Promise<unknown> {
  return readingProgress.settled();
}

/** The last saved spot in a book (after any save still in flight), or null. */
export function loadReadSpot(bookId: number): Promise<ReadSpot | null> {
  return readingProgress.load(bookId);
}

/** For guests the book info answer has no lastRead; the device copy stands in. */
export function loadGuestSpot(bookId: number): Promise<ReadSpot | null> {
  return readingProgress.load(bookId);
}
