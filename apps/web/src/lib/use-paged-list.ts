import type { Page, PagedList, PagedListState, Result } from '@portal/sdk';
import { useEffect, useMemo, useRef } from 'react';
import { firstScreenValue, prefetch } from './first-screen-data';
import { portal } from './portal';
import { useSdkStore } from './use-sdk-store';

export interface PagedListView<T> extends PagedListState<T> {
  loadMore(): void;
  refresh(): Promise<unknown>;
}

/**
 * An infinite list over a paged SDK call (the SDK's paged-list store). A new
 * `key` starts a new list from page 1; the first page loads at once.
 */
export function usePagedList<T>(
  key: string,
  fetchPage: (currentPage: number, pageSize: number) => Promise<Result<Page<T>>>,
  pageSize = 20,
): PagedListView<T> {
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const list = useMemo(
    () =>
      // The first screen's list may already hold page 1 (fetched by the route's loader).
      firstScreenValue<PagedList<T>>(key) ??
      portal.pagedList<T>((page, size) => fetchRef.current(page, size), { pageSize }),
    [key, pageSize],
  );
  useEffect(() => {
    if (list.getState().page === 0) void list.loadMore();
  }, [list]);
  const state = useSdkStore(list);
  return { ...state, loadMore: () => void list.loadMore(), refresh: () => list.refresh() };
}

/** A loader's prefetch of a paged list's first page, for usePagedList / usePaged under the same key. */
export function prefetchList<T>(
  key: string,
  fetchPage: (currentPage: number, pageSize: number) => Promise<Result<Page<T>>>,
  pageSize: number,
): Promise<void> {
  return prefetch(
    key,
    async () => {
      const list = portal.pagedList<T>(fetchPage, { pageSize });
      await list.loadMore();
      return list;
    },
    (list) => list.getState().page > 0 && !list.getState().error,
  );
}
