import { startTransition, useEffect, useState } from 'react';

/**
 * False while React renders on the server or hydrates the server's HTML, true once that is done. An
 * overlay the server cannot have rendered (the browser decides to show it) waits for it, so hydration
 * finds the same nodes. It turns true as a transition: rendered in slices after hydration, where
 * useSyncExternalStore's switch from the server's snapshot would render it all in one blocking task.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
