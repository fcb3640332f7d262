import { useScrollRoot } from '@portal/ui/scroll-root';
import { useEffect, useLayoutEffect, useRef } from 'react';

const offsets = new Map<string, number>();

/**
 * Puts a feed built anew back at an offset taken while it was last shown. Its entries skip layout
 * off screen (`feed-item`), and new elements have no remembered height yet: they stand at the
 * estimate, so the same offset would land elsewhere (every entry above off by the estimate's error,
 * hundreds of pixels a few pages down), and the browser's scroll anchoring corrects a near one only
 * if something happens to measure the page before the first frame. So the scroller is marked to lay
 * its entries out for real (index.css), the offset is set over those heights, and the mark goes once
 * a frame has passed, by when each entry's height is remembered (contain-intrinsic-size: auto) and
 * skipping it again moves nothing.
 */
function restoreOffset(root: HTMLElement, top: number): void {
  root.setAttribute('data-restoring-scroll', '');
  root.scrollTop = top;
  // The heights are recorded at the end of the next frame; the callback of the one after runs past it.
  requestAnimationFrame(() => requestAnimationFrame(() => root.removeAttribute('data-restoring-scroll')));
}

/**
 * Remembers how far a kept feed was scrolled and puts it back when the feed mounts again with its
 * items already there (coming back from a post). `key` null turns it off.
 */
export function useKeptScroll(key: string | null, hasItems: boolean): void {
  const root = useScrollRoot();
  const restored = useRef(false);

  useLayoutEffect(() => {
    if (!key || !root || !hasItems || restored.current) return;
    restored.current = true;
    const top = offsets.get(key);
    if (top) restoreOffset(root, top);
  }, [key, root, hasItems]);

  useEffect(() => {
    if (!key || !root) return;
    const save = () => {
      // A hidden view reports 0; keep the last real offset.
      if (root.clientHeight > 0) offsets.set(key, root.scrollTop);
    };
    root.addEventListener('scroll', save, { passive: true });
    return () => root.removeEventListener('scroll', save);
  }, [key, root]);
}
