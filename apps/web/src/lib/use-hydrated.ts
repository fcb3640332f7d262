import { startTransition, useEffect, useState } from 'react';

/** Set once the page's first render (the hydration of the server's HTML) is done. */
let pageHydrated = false;

/**
 * False while React renders on the server or hydrates the server's HTML, true once that is done (and
 * from the start for what mounts later). An overlay the server cannot have rendered (the browser
 * decides to show it) waits for it, so hydration finds the same nodes. It turns true as a transition:
 * rendered in slices after hydration, where useSyncExternalStore's switch from the server's snapshot
 * would render it all in one blocking task.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}
