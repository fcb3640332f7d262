/**
 * The store shape zustand's `useStore(store, selector)` reads (getState, getInitialState, subscribe),
 * so React can render SDK state without the SDK knowing React exists.
 */
export interface ReadableStore<T> {
  getState(): T;
  getInitialState(): T;
  subscribe(listener: (state: T, previous: T) => void): () => void;
}

export interface WritableStore<T> extends ReadableStore<T> {
  /** Answers the state after the change (and after any change its listeners made). */
  setState(next: T): T;
}

/** The read side of a store (what zustand's useStore takes), without its setState. */
export const readOnly = <T>({
  getState,
  getInitialState,
  subscribe,
}: ReadableStore<T>): ReadableStore<T> => ({
  getState,
  getInitialState,
  subscribe,
});

export function createStore<T>(initial: T): WritableStore<T> {
  let state = initial;
  const listeners = new Set<(state: T, previous: T) => void>();
  return {
    getState: () => state,
    getInitialState: () => initial,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    setState(next) {
      if (!Object.is(next, state)) {
        const previous = state;
        state = next;
        for (const listener of [...listeners]) listener(state, previous);
      }
      return state;
    },
  };
}
