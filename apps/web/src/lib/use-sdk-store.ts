import { startTransition, useEffect, useState } from 'react';

/** What every SDK store offers (they are zustand vanilla stores). */
export interface SdkStore<S> {
  getState(): S;
  subscribe(listener: (state: S, previous: S) => void): () => void;
}

/**
 * The one way the app reads an SDK store (a paged list, the announcement, the purchase and unlock
 * machines, the square's patches). It differs from zustand's `useStore` twice, on purpose:
 * - the first render takes the store's current state, where `useStore` hydrates from the store's initial
 *   one: a screen the server rendered from data the store already holds (a list's first page, the
 *   announcement popup) is hydrated as it was rendered, not thrown away for a mismatch;
 * - a change renders as a transition: React renders it in slices that leave the main thread free for
 *   taps and scrolling, where `useSyncExternalStore` renders the whole screen in one blocking task.
 */
export function useSdkStore<S>(store: SdkStore<S>): S;
export function useSdkStore<S, T>(store: SdkStore<S>, selector: (state: S) => T): T;
export function useSdkStore<S, T>(store: SdkStore<S>, selector?: (state: S) => T): S | T {
  const [held, setHeld] = useState(() => ({ store, state: store.getState() }));
  useEffect(() => {
    const update = () =>
      startTransition(() =>
        setHeld((previous) => {
          const state = store.getState();
          return previous.store === store && previous.state === state ? previous : { store, state };
        }),
      );
    // Catch a change made between the render and this subscription (a new store, or a fast answer).
    update();
    return store.subscribe(update);
  }, [store]);
  // A new store (a new list key) shows its own state at once, never the previous store's.
  const state = held.store === store ? held.state : store.getState();
  return selector ? selector(state) : state;
}

/** A store that never changes: what a screen reads in place of an SDK store before the SDK has loaded. */
export function fixedStore<S>(state: S): SdkStore<S> {
  return { getState: () => state, subscribe: () => () => undefined };
}
