/**
 * SDK calls as TanStack Query queries. The SDK answers an expected failure with a value
 * (`{ data: null, error }`) where TanStack Query expects a throw: `sdkQuery` turns the one into the
 * other, and `asyncView` reads a query back as what ui/async-view.tsx shows (a skeleton, the error with
 * a retry, or the content).
 */
import { type QueryKey, queryOptions, type UseQueryResult } from '@tanstack/react-query';

/** What an SDK call (or a page's wrapper of one) answers: a value or an error, never a throw. */
export type QueryResult<T> = { data: T; error: null } | { data: null; error: { message: string } };

/** Whether an answer has data to show (a loader's first-screen answer counts only then). */
export const answered = <T>(result: QueryResult<T>): boolean => result.data != null;

/**
 * The key of data that belongs to an account (`uid`, '' for a guest): gift codes, unlocked chapters,
 * reading spots, tasks. Another user signed in on the same phone asks under keys of their own, so a
 * page never shows the previous user's answer, not even while it asks again.
 */
export const accountKey = (uid: string, ...key: unknown[]): QueryKey => ['account', uid, ...key];

/** A failed answer as TanStack Query's error; its message is the one the page shows. */
export class FailedAnswer extends Error {
  override name = 'FailedAnswer';
}

/** The query of an SDK call under `queryKey`. */
export function sdkQuery<T>(queryKey: QueryKey, run: () => Promise<QueryResult<T>>) {
  return queryOptions({
    queryKey,
    queryFn: async (): Promise<T> => {
      const result = await run();
      if (result.error) throw new FailedAnswer(result.error.message);
      return result.data;
    },
  });
}

/**
 * A query started from the answer its route's loader fetched ahead for the first screen (which the
 * server rendered it with): shown at once, and not asked again when the view mounts. Without one, the
 * query fetches as usual.
 */
export function startingFrom<T>(first: QueryResult<T> | null | undefined): {
  initialData?: T;
  refetchOnMount?: boolean;
} {
  return first?.data != null ? { initialData: first.data, refetchOnMount: false } : {};
}

/** A query as ui/async-view.tsx's props: a retry shows the skeleton again, not the old error. */
export function asyncView<T>(query: UseQueryResult<T>) {
  const retrying = query.isError && query.isFetching;
  return {
    data: query.data ?? null,
    error: query.isError && !retrying ? query.error.message : null,
    loading: query.isPending || retrying,
    reload: () => void query.refetch(),
  };
}
