import { useEffect, useState } from 'react';

export interface PageSpot {
  chapterId: number;
  /** 0-based page index inside its chapter. */
  position: number;
  /** 0-based index across every chapter on screen. */
  global: number;
}

/** A page counts as being read once its top passes this share of the screen height. */
const READING_LINE = 0.35;

function readSpot(): PageSpot | null {
  const line = window.innerHeight * READING_LINE;
  let found: Element | null = null;
  for (const el of document.querySelectorAll('[data-reader-page]')) {
    if (el.getBoundingClientRect().top > line) break;
    found = el;
  }
  found ??= document.querySelector('[data-reader-page]');
  if (!(found instanceof HTMLElement)) return null;
  return {
    chapterId: Number(found.dataset.chapter),
    position: Number(found.dataset.index),
    global: Number(found.dataset.global),
  };
}

/**
 * The page being read, from the window's scroll position (pages have reserved heights, so this is
 * exact before images arrive). `version` re-reads it after the page list changes.
 */
export function useCurrentPage(enabled: boolean, version: unknown): PageSpot | null {
  const [spot, setSpot] = useState<PageSpot | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the trigger to re-read
  useEffect(() => {
    // A spot from before a jump must not outlive it (it would send the address back there).
    if (!enabled) {
      setSpot(null);
      return;
    }
    let frame = 0;
    const update = () => {
      frame = 0;
      const next = readSpot();
      setSpot((prev) =>
        prev && next && prev.global === next.global && prev.chapterId === next.chapterId ? prev : next,
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [enabled, version]);
  return enabled ? spot : null;
}
