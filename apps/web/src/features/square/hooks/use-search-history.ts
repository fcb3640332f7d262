import { useStore } from 'zustand';
import { createSearchHistory, portal } from '../../../lib/portal';

/** Recent and trending searches (the SDK's store): on the server for an account, on the device for a guest. */
export const searchHistory = createSearchHistory(portal);

export function useSearchHistory() {
  return useStore(searchHistory);
}
