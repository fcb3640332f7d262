import type { Page, PagedList, PagedListState, Result } from '@portal/sdk';
import { useEffect, useMemo, useRef } from 'react';
import { portal } from './portal';
import { useSdkStore } from './use-sdk-store';

export interface PagedListView<T> extends PagedListState<T> {
  loadMore(): void;
  refresh(): Promise<unknown>;
}

/**
 * An infinite list over a paged SDK call (the SDK's paged-list store). A new `key` starts a new list
 * from page 1; the first page loads at once, unless `first` (a list the route's loader fetched ahead)
 * already holds it.
 */
export function usePagedList<T>(
  key: string,
  fetchPage: (currentPage: number, pageSize: number) => Promise<Result<Page<T>>>,
  pageSize = 20,
  first?: FirstPage<T> | null,
): PagedListView<T> {
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `first` is read for the key it names only
  const list = useMemo(
    () =>
      firstPageFor(first, key) ??
      portal.pagedList<T>((page, size) => fetchRef.current(page, size), { pageSize }),
    [key, pageSize],
  );
  useEffect(() => {
    if (list.getState().page === 0) void list.loadMore();
  }, [list]);
  const state = useSdkStore(list);
  return { ...state, loadMore: () => void list.loadMore(), refresh: () => list.refresh() };
}

/** A list whose first page a route's loader fetched ahead, and the key of the list it is. */
export interface FirstPage<T> {
  key: string;
  list: PagedList<T>;
}

/** The loader's list when it is the one asked for under `key` and holds its first page. */
export function firstPageFor<T>(first: FirstPage<T> | null | undefined, key: string): PagedList<T> | null {
  return first?.key === key && hasFirstPage(first) ? first.list : null;
}

/** Whether the list fetched ahead holds its first page (a failed one is left to the page). */
export function hasFirstPage<T>(first: FirstPage<T>): boolean {
  const { page, error } = first.list.getState();
  return page > 0 && !error;
}

/** A loader's fetch of a paged list's first page, for usePagedList / usePaged under the same key. */
export async function loadFirstPage<T>(
  key: string,
  fetchPage: (currentPage: number, pageSize: number) => Promise<Result<Page<T>>>,
  pageSize: number,
): Promise<FirstPage<T>> {
  const list = portal.pagedList<T>(fetchPage, { pageSize });
  await list.loadMore();
  return { key, list };
}
