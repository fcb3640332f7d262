import { startTransition, useEffect, useState } from 'react';

interface ReadableStore<S> {
  getState(): S;
  subscribe(listener: (state: S, previous: S) => void): () => void;
}

/**
 * Reads an SDK store like zustand's `useStore`, but renders its changes as a transition. Data arriving
 * (a page of a list, an announcement) is not urgent: as a transition React renders it in slices that
 * leave the main thread free for taps and scrolling, where `useSyncExternalStore` would render the
 * whole screen in one blocking task. Stores a tap changes and the user waits on stay on `useStore`.
 */
export function useStoreInTransition<S>(store: ReadableStore<S>): S {
  const [state, setState] = useState(() => ({ store, value: store.getState() }));
  useEffect(() => {
    const update = () => startTransition(() => setState({ store, value: store.getState() }));
    // Catch a change made between the render and this subscription (a new store, or a fast answer).
    update();
    return store.subscribe(update);
  }, [store]);
  // A new store (a new list key) shows its own state at once, never the previous store's.
  return state.store === store ? state.value : store.getState();
}
