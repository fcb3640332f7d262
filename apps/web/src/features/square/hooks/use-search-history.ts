import { createSearchHistory, portal } from '../../../lib/portal';
import { useSdkStore } from '../../../lib/use-sdk-store';

/** Recent and trending searches (the SDK's store): on the server for an account, on the device for a guest. */
export const searchHistory = createSearchHistory(portal);

export function useSearchHistory() {
  return useSdkStore(searchHistory);
}
