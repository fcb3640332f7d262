import type { Portal } from '../portal.js';
import { readJson, writeJson } from '../storage/json.js';

/** Where a guest's reading progress is kept on the device, every book in one value (merged at login). */
export const READ_PROGRESS_KEY = 'read_progress';
/** Read marks kept per book for a guest; the server keeps a user's. */
const MAX_GUEST_MARKS = 500;
const MAX_GUEST_BOOKS = 100;

export interface ReadSpot {
  chapterId: number;
  /** 0-based index of the page at the top of the screen. */
  position: number;
}

interface GuestBook extends ReadSpot {
  /** ISO time of the save: the newer spot wins when merged into an account. */
  readTime: string;
  read: number[];
}
type GuestProgress = Record<string, GuestBook>;

/** What reading progress uses of a portal (a whole `createPortal()` fits). */
export type ProgressPortal = Pick<Portal, 'api' | 'session' | 'storage'>;

export interface ReadingProgress {
  /** Saves the spot: the account's read history when logged in, the device for a guest. */
  save(bookId: number, spot: ReadSpot): Promise<void>;
  /** The saved spot in a book (after every save started so far), or null. */
  load(bookId: number): Promise<ReadSpot | null>;
  /** A guest's read marks (已读) in a book; a user's come with the chapter list (`Chapter.read`). */
  guestReadChapters(bookId: number): Promise<Set<number>>;
  /** Resolves once every save, and a merge after a login, has answered. */
  settled(): Promise<void>;
  /** Sends the device's guest progress to the account (newest wins per book) and forgets it once taken. */
  mergeGuestProgress(): Promise<void>;
}

/**
 * Reading progress across devices: a user's lives on the server (any device continues where another
 * stopped); a guest's on the device, merged into the account at the next login (here, or the next time
 * this is created while logged in), so nothing read as a guest is lost.
 */
export function createReadingProgress(portal: ProgressPortal, now: () => number = Date.now): ReadingProgress {
  const { storage, session, api } = portal;
  let pending: Promise<unknown> = Promise.resolve();
  const track = (job: Promise<unknown>) => {
    pending = Promise.all([pending, job.catch(() => null)]);
    return job;
  };
  const guest = async (): Promise<GuestProgress> =>
    (await readJson<GuestProgress>(storage, READ_PROGRESS_KEY)) ?? {};

  const saveGuest = async (bookId: number, spot: ReadSpot) => {
    const all = await guest();
    const before = all[bookId];
    const read = [...new Set([...(before?.read ?? []), spot.chapterId])].slice(-MAX_GUEST_MARKS);
    all[bookId] = { ...spot, readTime: new Date(now()).toISOString(), read };
    const books = Object.entries(all).sort(([, a], [, b]) => (a.readTime < b.readTime ? 1 : -1));
    await writeJson(storage, READ_PROGRESS_KEY, Object.fromEntries(books.slice(0, MAX_GUEST_BOOKS)));
  };

  const mergeGuestProgress = async () => {
    if (!session.getState().loggedIn) return;
    const all = await guest();
    const records = Object.entries(all).map(([bookId, b]) => ({
      bookId: Number(bookId),
      chapterId: b.chapterId,
      position: b.position,
      readTime: b.readTime,
      readChapterIds: b.read,
    }));
    if (records.length === 0) return;
    const { error } = await api.comics.mergeReadProgress({ records });
    // Kept when the server did not take it: the next login (or the next page load) tries again.
    if (!error) await storage.removeItem(READ_PROGRESS_KEY);
  };

  void track(mergeGuestProgress());
  session.subscribe((state, previous) => {
    if (state.loggedIn && !previous.loggedIn) void track(mergeGuestProgress());
  });

  return {
    save(bookId, spot) {
      const job = session.getState().loggedIn
        ? api.comics.saveReadHistory({ bookId, chapterId: spot.chapterId, position: spot.position })
        : saveGuest(bookId, spot);
      return track(job).then(() => undefined);
    },
    async load(bookId) {
      await pending;
      if (!session.getState().loggedIn) {
        const b = (await guest())[bookId];
        return b ? { chapterId: b.chapterId, position: b.position } : null;
      }
      const { data } = await api.comics.getBook({ bookId });
      return data?.lastRead ? { chapterId: data.lastRead.chapterId, position: data.lastRead.position } : null;
    },
    async guestReadChapters(bookId) {
      return new Set((await guest())[bookId]?.read ?? []);
    },
    settled: () => pending.then(() => undefined),
    mergeGuestProgress: () => track(mergeGuestProgress()).then(() => undefined),
  };
}
