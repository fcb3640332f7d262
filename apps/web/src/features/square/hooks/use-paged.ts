import type { FetchPage, PagedList, PagedListState } from '@portal/sdk';
import { useEffect, useMemo } from 'react';
import { portal } from '../../../lib/portal';
import { type FirstPage, firstPageFor } from '../../../lib/use-paged-list';
import { useSdkStore } from '../../../lib/use-sdk-store';

export interface Paged<T> extends PagedListState<T> {
  list: PagedList<T>;
}

/** Lists kept across remounts (the square tab unmounts while a post is open); the latest few. */
const kept = new Map<string, PagedList<unknown>>();
const KEEP_MAX = 8;

function keptList<T>(key: string, create: () => PagedList<T>): PagedList<T> {
  const found = kept.get(key) as PagedList<T> | undefined;
  const list = found ?? create();
  kept.delete(key);
  kept.set(key, list as PagedList<unknown>);
  while (kept.size > KEEP_MAX) kept.delete(kept.keys().next().value as string);
  return list;
}

/**
 * An infinite list over a paged square call, driven by the SDK's paged list. A new `key` starts a
 * new list (other tag, other sort, another user), and the first page is asked for at once. With
 * `keep`, coming back to the same key finds the pages already loaded. `first` is a list the route's
 * loader fetched ahead.
 */
export function usePaged<T>(
  key: string,
  fetchPage: FetchPage<T>,
  pageSize = 10,
  keep = false,
  first?: FirstPage<T> | null,
): Paged<T> {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names everything fetchPage depends on
  const list = useMemo(() => {
    const create = () => {
      const firstPage = firstPageFor(first, key);
      return portal.pagedList(fetchPage, { pageSize, ...(firstPage ? { firstPage } : {}) });
    };
    return keep ? keptList(key, create) : create();
  }, [key, pageSize, keep]);
  const state = useSdkStore(list);
  useEffect(() => {
    if (list.getState().page === 0) void list.loadMore();
  }, [list]);
  return { ...state, list };
}
