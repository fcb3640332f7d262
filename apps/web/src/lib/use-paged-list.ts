import type { Page, PagedListState, Result } from '@portal/sdk';
import { useEffect, useMemo, useRef } from 'react';
import { portal } from './portal';
import { useStoreInTransition } from './use-store-in-transition';

export interface PagedListView<T> extends PagedListState<T> {
  loadMore(): void;
  refresh(): Promise<unknown>;
}

/**
 * An infinite list over a paged SDK call (the SDK's paged-list store, read through zustand). A new
 * `key` starts a new list from page 1; the first page loads at once.
 */
export function usePagedList<T>(
  key: string,
  fetchPage: (currentPage: number, pageSize: number) => Promise<Result<Page<T>>>,
  pageSize = 20,
): PagedListView<T> {
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  // biome-ignore lint/correctness/useExhaustiveDependencies: key is the trigger; the call is read through a ref
  const list = useMemo(
    () => portal.pagedList<T>((page, size) => fetchRef.current(page, size), { pageSize }),
    [key, pageSize],
  );
  useEffect(() => {
    if (list.getState().page === 0) void list.loadMore();
  }, [list]);
  const state = useStoreInTransition(list);
  return { ...state, loadMore: () => void list.loadMore(), refresh: () => list.refresh() };
}
