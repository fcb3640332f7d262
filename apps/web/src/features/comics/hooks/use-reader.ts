import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { QueryResult } from '../../../lib/sdk-query';
import { useUid } from '../../../lib/stores/session-store';
import { useHydrated } from '../../../lib/use-hydrated';
import { loadReadSpot, type ReadSpot, saveReadSpot } from './read-progress';
import { bookKey } from './use-book';
import { type PageSpot, useCurrentPage } from './use-current-page';
import { type ChapterPages, useReaderChapters } from './use-reader-chapters';

/** Pages requested beyond the one being read. */
export const PRELOAD_AHEAD = 4;
/** Quiet time before the reading spot is saved. */
const SAVE_DELAY_MS = 600;

const pageElement = (chapterId: number, index: number) =>
  document.querySelector<HTMLElement>(`[data-chapter="${chapterId}"][data-index="${index}"]`);

function scrollToPage(chapterId: number, index: number) {
  const el = pageElement(chapterId, index);
  window.scrollTo(0, el ? el.getBoundingClientRect().top + window.scrollY : 0);
}

/**
 * The reader's brain: which chapters are on screen, where the reader is, which pages are due, when
 * the next chapter is warmed up and appended, the address following the chapter being read, and the
 * reading spot restored on entry and saved as it changes.
 */
export function useReader(bookId: number, chapterId: number, loaded?: QueryResult<ChapterPages> | null) {
  const navigate = useNavigate();
  const chapters = useReaderChapters(bookId, chapterId, loaded);
  const { segments, opened, prefetchNext, appendNext } = chapters;
  const first = segments[0];
  // A chapter that came with the page (rendered by the server) shows its first pages at once; the
  // saved spot, when it is further in, is scrolled to once it is known.
  const [ready, setReady] = useState(opened !== null);
  const [seen, setSeen] = useState({ low: 0, high: 0 });
  const restoreOnEntry = useRef(true);
  const [entry, setEntry] = useState(0);
  // The saved spot is asked for at once, beside the chapter, so restoring costs no extra round trip.
  const savedSpot = useRef<Promise<ReadSpot | null> | null>(null);
  // Not in the server's render: a guest's spot is on the device.
  if (!import.meta.env.SSR) savedSpot.current ??= loadReadSpot(bookId);

  const offsets = useMemo(() => {
    let sum = 0;
    return segments.map((s) => {
      const at = sum;
      sum += s.pages.length;
      return at;
    });
  }, [segments]);

  // A fresh start (entry or a jump to a chapter not on screen): restore the saved spot on entry only.
  useEffect(() => {
    if (first !== opened) setReady(false);
    if (!first) return;
    let live = true;
    void (restoreOnEntry.current && savedSpot.current ? savedSpot.current : Promise.resolve(null)).then(
      (spot) => {
        if (!live) return;
        restoreOnEntry.current = false;
        const position =
          spot?.chapterId === first.chapterId
            ? Math.max(0, Math.min(spot.position, first.pages.length - 1))
            : 0;
        setSeen({ low: position, high: position });
        setEntry(position);
        scrollToPage(first.chapterId, position);
        setReady(true);
      },
    );
    return () => {
      live = false;
    };
  }, [first, opened]);

  const spot = useCurrentPage(ready, segments);
  const current = segments.find((s) => s.chapterId === spot?.chapterId) ?? first;

  useEffect(() => {
    if (!spot) return;
    setSeen((s) =>
      spot.global < s.low || spot.global > s.high
        ? { low: Math.min(s.low, spot.global), high: Math.max(s.high, spot.global) }
        : s,
    );
    const last = segments.at(-1);
    if (last?.chapterId !== spot.chapterId) return;
    if (spot.position >= last.pages.length / 2) prefetchNext();
    if (spot.position >= last.pages.length - 2) appendNext();
  }, [spot, segments, prefetchNext, appendNext]);

  // The address follows the chapter being read, without reloading anything. Only a move of the
  // reader counts: right after a jump the old spot is still around and must not pull the address back.
  const synced = useRef<PageSpot | null>(null);
  useEffect(() => {
    if (spot === synced.current) return;
    synced.current = spot;
    if (spot && spot.chapterId !== chapterId && segments.some((s) => s.chapterId === spot.chapterId))
      navigate(`/readbook/${bookId}/${spot.chapterId}`, { replace: true, preventScrollReset: true });
  }, [spot, segments, chapterId, bookId, navigate]);

  useSaveSpot(bookId, spot);

  // The server's render (and its hydration) asks for the entry page alone: on a phone's first load the
  // pages after it would share its bandwidth.
  const hydrated = useHydrated();
  // Nothing is requested before the entry page is known, so the first image is the one shown first.
  const isDue = (global: number) =>
    ready && (hydrated ? global >= seen.low - 1 && global <= seen.high + PRELOAD_AHEAD : global === entry);

  const goToChapter = useCallback(
    (id: number) => {
      if (segments.some((s) => s.chapterId === id)) scrollToPage(id, 0);
      else navigate(`/readbook/${bookId}/${id}`, { replace: true });
    },
    [segments, bookId, navigate],
  );

  return { ...chapters, ready, entry, spot, current, offsets, isDue, goToChapter };
}

/**
 * Saves the spot after it settles, and at once when the reader is left. The book's cached answer says
 * where reading stopped before: it is dropped, so the book's page never offers the old spot, not even
 * while it asks again.
 */
function useSaveSpot(bookId: number, spot: ReadSpot | null) {
  const latest = useRef<ReadSpot | null>(null);
  const saved = useRef<string>('');
  const queryClient = useQueryClient();
  const uid = useUid();
  const flush = useCallback(() => {
    const s = latest.current;
    const key = s ? `${s.chapterId}:${s.position}` : '';
    if (!s || key === saved.current) return;
    saved.current = key;
    void saveReadSpot(bookId, { chapterId: s.chapterId, position: s.position });
    queryClient.removeQueries({ queryKey: bookKey(uid, bookId) });
  }, [bookId, queryClient, uid]);

  useEffect(() => {
    latest.current = spot;
    if (!spot) return;
    const timer = setTimeout(flush, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [spot, flush]);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);
}
