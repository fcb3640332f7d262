import type { Page, PagedList, PagedListState, Result } from '@portal/sdk';
import { useEffect, useMemo, useRef } from 'react';
import { portal } from './portal';
import type { Loaded } from './route-data';
import { useStoreInTransition } from './use-store-in-transition';

export interface PagedListView<T> extends PagedListState<T> {
  loadMore(): void;
  refresh(): Promise<unknown>;
}

type FetchPage<T> = (currentPage: number, pageSize: number) => Promise<Result<Page<T>>>;

/** A list's state with `first` as its page 1 (the route's loader fetched it). */
export function firstPageState<T>(first: Page<T>): PagedListState<T> {
  return {
    items: first.records,
    page: 1,
    total: first.total,
    loading: false,
    finished: first.records.length === 0 || first.records.length >= first.total,
    error: null,
  };
}

/**
 * The SDK's paged list over `fetchPage`, whose page 1 is `first` when the route's loader fetched it
 * (answered once, without a call: a refresh asks the server again).
 */
export function seededPagedList<T>(
  fetchPage: FetchPage<T>,
  pageSize: number,
  first: Loaded<Page<T>> | undefined,
): PagedList<T> {
  let seed = first?.data ?? null;
  return portal.pagedList<T>(
    (page, size) => {
      const answer = page === 1 ? seed : null;
      seed = null;
      return answer ? Promise.resolve({ data: answer, error: null }) : fetchPage(page, size);
    },
    { pageSize },
  );
}

/**
 * What a paged list shows: until it has loaded anything, the loader's page 1 (so the page's first
 * render, on the server and while hydrating, already has it).
 */
export function useSeededState<T>(list: PagedList<T>, first: Loaded<Page<T>> | undefined) {
  const state = useStoreInTransition(list);
  return state.page === 0 && first?.data ? firstPageState(first.data) : state;
}

/**
 * An infinite list over a paged SDK call (the SDK's paged-list store, read through zustand). A new
 * `key` starts a new list from page 1; the first page loads at once, or comes from `first`.
 */
export function usePagedList<T>(
  key: string,
  fetchPage: FetchPage<T>,
  pageSize = 20,
  first?: Loaded<Page<T>>,
): PagedListView<T> {
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const firstRef = useRef(first);
  firstRef.current = first;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names what the list holds
  const list = useMemo(
    () => seededPagedList<T>((page, size) => fetchRef.current(page, size), pageSize, firstRef.current),
    [key, pageSize],
  );
  useEffect(() => {
    if (list.getState().page === 0) void list.loadMore();
  }, [list]);
  const state = useSeededState(list, first);
  return { ...state, loadMore: () => void list.loadMore(), refresh: () => list.refresh() };
}
