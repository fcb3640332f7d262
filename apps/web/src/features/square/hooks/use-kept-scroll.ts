import { useEffect, useLayoutEffect, useRef } from 'react';
import { useScrollRoot } from '../../../ui/scroll-root';

const offsets = new Map<string, number>();

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
    if (top) root.scrollTop = top;
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
