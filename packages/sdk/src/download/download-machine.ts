import { createStore, type ReadableStore, readOnly } from '../store.js';
import { type DownloadEvent, type DownloadState, initialDownloadState, reduceDownload } from './machine.js';

/** Store-shaped wrapper around the reducer: React reads it with zustand's `useStore(machine, selector)`. */
export interface DownloadMachine extends ReadableStore<DownloadState> {
  send(event: DownloadEvent): DownloadState;
}

export function createDownloadMachine(initial: DownloadState = initialDownloadState): DownloadMachine {
  const store = createStore(initial);
  return {
    ...readOnly(store),
    send(event) {
      return store.setState(reduceDownload(store.getState(), event));
    },
  };
}
