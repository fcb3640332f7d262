import type { Page, PagedList, PagedListState, Result } from '@portal/sdk';
import { useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import { portal } from '../../../lib/portal';

export interface Paged<T> extends PagedListState<T> {
  list: PagedList<T>;
}

/**
 * An infinite list over a paged square call, driven by the SDK's paged list. A new `key` starts a
 * new list (other tag, other sort, another user), and the first page is asked for at once.
 */
export function usePaged<T>(
  key: string,
  fetchPage: (currentPage: number, pageSize: number) => Promise<Result<Page<T>>>,
  pageSize = 10,
): Paged<T> {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names everything fetchPage depends on
  const list = useMemo(() => portal.pagedList(fetchPage, { pageSize }), [key, pageSize]);
  const state = useStore(list);
  useEffect(() => {
    if (list.getState().page === 0) void list.loadMore();
  }, [list]);
  return { ...state, list };
}
