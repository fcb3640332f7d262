import { QueryClient } from '@tanstack/react-query';

/**
 * The app's query cache (TanStack Query), one per app (and one per server render, so no render sees
 * another's answers). A view asks when it mounts and shows what the cache holds meanwhile; a failed
 * call shows its error with a retry button instead of being tried again unseen, and nothing is asked
 * again because the window regained focus: the portal's data does not change that fast.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
}
