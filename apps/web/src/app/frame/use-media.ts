import { useSyncExternalStore } from 'react';

export function useMedia(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Wider than the tablet breakpoint (1024px): the frame is capped and the backdrop shows. */
export const DESKTOP_QUERY = '(min-width: 1025px)';
