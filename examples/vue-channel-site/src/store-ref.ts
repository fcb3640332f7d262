import type { ReadableStore } from '@portal/sdk';
import { onScopeDispose, type ShallowRef, shallowRef } from 'vue';

/** An SDK store (session, download dialog) as a Vue ref that follows every change. */
export function storeRef<T>(store: ReadableStore<T>): Readonly<ShallowRef<T>> {
  const state = shallowRef(store.getState());
  const stop = store.subscribe((next) => {
    state.value = next;
  });
  onScopeDispose(stop);
  return state;
}
