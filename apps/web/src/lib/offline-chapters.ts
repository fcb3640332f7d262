/**
 * Chapters readable offline: the ones opened recently and the ones saved with 离线阅读. The service
 * worker keeps every chapter answer it passes in the offline chapters' cache (src/sw/read-answers.ts);
 * this keeps the pages' pictures beside them, all of them, since the reader loads a picture only
 * when it comes near the screen. A note of which chapters are kept lives in localStorage.
 */
import { KEEP_PICTURES, OFFLINE_CHAPTERS_CACHE } from './pwa-caches';

const NOTE_KEY = 'portal:offline-chapters';
/** Chapters opened recently whose pictures stay (saved ones stay until the browser clears them). */
const RECENT_KEPT = 10;

interface KeptChapter {
  bookId: number;
  chapterId: number;
  saved: boolean;
  pictures: string[];
}

function readNote(): KeptChapter[] {
  try {
    const note: unknown = JSON.parse(localStorage.getItem(NOTE_KEY) ?? '[]');
    return Array.isArray(note) ? (note as KeptChapter[]) : [];
  } catch {
    return [];
  }
}

function writeNote(kept: KeptChapter[]): void {
  try {
    localStorage.setItem(NOTE_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or refused: the pictures are cached all the same, only not trimmed later.
  }
}

const same = (a: KeptChapter, bookId: number, chapterId: number) =>
  a.bookId === bookId && a.chapterId === chapterId;

/** The chapters of a book saved with 离线阅读. */
export function savedOfflineChapters(bookId: number): Set<number> {
  return new Set(readNote().flatMap((c) => (c.bookId === bookId && c.saved ? [c.chapterId] : [])));
}

/** How long the service worker may take to keep a chapter's pictures. */
const KEEP_TIMEOUT_MS = 120_000;

/** The service worker keeps the pictures (it may fetch a partner CDN's; the page may not). */
function keptByWorker(worker: ServiceWorker, urls: string[]): Promise<boolean[]> {
  return new Promise((done) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => done(urls.map(() => false)), KEEP_TIMEOUT_MS);
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      done(event.data as boolean[]);
    };
    worker.postMessage({ type: KEEP_PICTURES, urls }, [channel.port2]);
  });
}

/** Without a worker in control yet (the first visit), the page keeps its own origin's pictures. */
function keptByPage(cache: Cache, urls: string[]): Promise<boolean[]> {
  return Promise.all(
    urls.map(async (url) => {
      if (new URL(url, location.href).origin !== location.origin) return false;
      if (await cache.match(url, { ignoreVary: true })) return true;
      try {
        const response = await fetch(url);
        if (!response.ok) return false;
        await cache.put(url, response);
        return true;
      } catch {
        return false;
      }
    }),
  );
}

/**
 * Keeps a chapter's page pictures for offline reading (`saved`: from 离线阅读, kept until removed;
 * otherwise one of the recent ones). Resolves true once every picture is in the cache.
 */
export async function keepChapterOffline(
  bookId: number,
  chapterId: number,
  pictures: string[],
  saved: boolean,
): Promise<boolean> {
  if (typeof caches === 'undefined') return false;
  const cache = await caches.open(OFFLINE_CHAPTERS_CACHE);
  const worker = navigator.serviceWorker?.controller;
  const results = await (worker ? keptByWorker(worker, pictures) : keptByPage(cache, pictures));
  const note = readNote();
  const before = note.find((c) => same(c, bookId, chapterId));
  const entry = { bookId, chapterId, saved: saved || (before?.saved ?? false), pictures };
  const kept = [...note.filter((c) => !same(c, bookId, chapterId)), entry];
  // The oldest recent chapters beyond the limit give their pictures back (unless another kept one uses them).
  const recent = kept.filter((c) => !c.saved);
  const dropped = recent.slice(0, Math.max(0, recent.length - RECENT_KEPT));
  const stay = kept.filter((c) => !dropped.includes(c));
  const inUse = new Set(stay.flatMap((c) => c.pictures));
  await Promise.all(
    dropped.flatMap((c) => c.pictures.filter((url) => !inUse.has(url)).map((url) => cache.delete(url))),
  );
  writeNote(stay);
  return results.every(Boolean);
}
