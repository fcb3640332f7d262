import type { Result, Schemas } from '@portal/sdk';
import { useCallback, useEffect, useRef, useState } from 'react';
import { keepChapterOffline } from '../../../lib/offline-chapters';
import { api } from '../../../lib/portal';
import type { QueryResult } from '../../../lib/sdk-query';

export type ChapterPages = Schemas['ChapterPages'];

export const getChapterPages =
  (bookId: number, chapterId: number, from = api) =>
  () =>
    from.comics.getChapterPages({ bookId, chapterId });

/** How many of the next chapter's first pages are fetched ahead of time. */
export const NEXT_CHAPTER_WARM_PAGES = 3;

// Kept so the browser does not drop a warm-up request when the Image object would be collected.
const warming = new Set<HTMLImageElement>();
function warmImages(urls: string[]) {
  for (const url of urls) {
    const img = new Image();
    img.decoding = 'async';
    img.onload = img.onerror = () => warming.delete(img);
    warming.add(img);
    img.src = url;
  }
}

/** How long after a chapter is shown its remaining pages are fetched for offline reading. */
const KEEP_OFFLINE_AFTER_MS = 3000;

/** A chapter opened in the reader stays readable offline, all its pages (lib/offline-chapters.ts). */
function keepRecent(chapter: ChapterPages) {
  if (chapter.locked || chapter.pages.length === 0) return;
  const pictures = chapter.pages.map((p) => p.url);
  // After the pages on screen: their pictures come first.
  setTimeout(
    () => void keepChapterOffline(chapter.bookId, chapter.chapterId, pictures, false),
    KEEP_OFFLINE_AFTER_MS,
  );
}

/**
 * The chapters shown one after another in the reader. Opening a chapter that is not on screen starts
 * over with it; the next chapter can be fetched early (with its first pages) and appended at the end.
 */
export function useReaderChapters(
  bookId: number,
  chapterId: number,
  first?: QueryResult<ChapterPages> | null,
) {
  // The chapter the route's loader fetched ahead (the one the server rendered), if any.
  const [opened] = useState(() => first?.data ?? null);
  const [segments, setSegments] = useState<ChapterPages[]>(opened ? [opened] : []);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const cache = useRef(new Map<number, Promise<Result<ChapterPages>>>());
  const segmentsRef = useRef(segments);
  segmentsRef.current = segments;

  const fetchChapter = useCallback(
    (cid: number) => {
      let job = cache.current.get(cid);
      if (!job) {
        job = getChapterPages(bookId, cid)();
        cache.current.set(cid, job);
        // A failed fetch may be tried again later.
        void job.then((r) => r.error && cache.current.delete(cid));
      }
      return job;
    },
    [bookId],
  );

  useEffect(() => {
    if (opened) keepRecent(opened);
  }, [opened]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the load on retry
  useEffect(() => {
    if (segmentsRef.current.some((s) => s.chapterId === chapterId)) return;
    let live = true;
    setSegments([]);
    setError(null);
    void fetchChapter(chapterId).then((r) => {
      if (!live) return;
      if (r.error) setError(r.error.message);
      else {
        setSegments([r.data]);
        keepRecent(r.data);
      }
    });
    return () => {
      live = false;
    };
  }, [chapterId, fetchChapter, attempt]);

  const warmed = useRef(new Set<number>());
  /** Fetches the chapter after the last one shown, and its first pages. */
  const prefetchNext = useCallback(() => {
    const last = segmentsRef.current.at(-1);
    // Preloading stops at a locked chapter: its unlock card is what comes next.
    const next = last?.locked ? null : last?.nextChapterId;
    if (next == null || warmed.current.has(next)) return;
    warmed.current.add(next);
    void fetchChapter(next).then((r) => {
      if (r.data) warmImages(r.data.pages.slice(0, NEXT_CHAPTER_WARM_PAGES).map((p) => p.url));
      else warmed.current.delete(next);
    });
  }, [fetchChapter]);

  const appending = useRef(false);
  /** Puts the next chapter under the last one, so reading flows on without a page change. */
  const appendNext = useCallback(() => {
    const last = segmentsRef.current.at(-1);
    if (!last || last.locked || last.nextChapterId == null || appending.current) return;
    appending.current = true;
    void fetchChapter(last.nextChapterId).then((r) => {
      appending.current = false;
      const chapter = r.data;
      if (!chapter) return;
      setSegments((s) => (s.at(-1)?.chapterId === last.chapterId ? [...s, chapter] : s));
      keepRecent(chapter);
    });
  }, [fetchChapter]);

  /** Fetches a chapter again (after it was unlocked) and puts it in place of its locked card. */
  const reloadChapter = useCallback(
    (cid: number) => {
      cache.current.delete(cid);
      void fetchChapter(cid).then((r) => {
        const chapter = r.data;
        if (chapter) setSegments((s) => s.map((x) => (x.chapterId === cid ? chapter : x)));
      });
    },
    [fetchChapter],
  );

  return {
    segments,
    /** The chapter that came with the page (the route's loader fetched it ahead), or null. */
    opened,
    error,
    reloadChapter,
    retry: () => setAttempt((n) => n + 1),
    prefetchNext,
    appendNext,
  };
}
