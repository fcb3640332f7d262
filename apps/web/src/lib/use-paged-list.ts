import type { FetchPage, Page, PagedList, PagedListState } from '@portal/sdk';
import { useEffect, useMemo, useRef } from 'react';
import { portal } from './portal';
import { useSdkStore } from './use-sdk-store';

export interface PagedListView<T> extends PagedListState<T> {
  loadMore(): void;
  refresh(): Promise<unknown>;
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
 * An infinite list over a paged SDK call (the SDK's paged-list store). A new `key` starts a new list
 * from page 1; the first page loads at once, unless `first` (a list the route's loader fetched ahead)
 * already holds it. With `keep`, coming back to the same key finds the pages already loaded.
 */
export function usePagedList<T>(
  key: string,
  fetchPage: FetchPage<T>,
  pageSize = 20,
  first?: FirstPage<T> | null,
  keep = false,
): PagedListView<T> {
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `first` is read for the key it names only
  const list = useMemo(() => {
    const create = () => {
      const firstPage = firstPageFor(first, key);
      return portal.pagedList<T>((page, size, cursor) => fetchRef.current(page, size, cursor), {
        pageSize,
        ...(firstPage ? { firstPage } : {}),
      });
    };
    return keep ? keptList(key, create) : create();
  }, [key, pageSize, keep]);
  useEffect(() => {
    if (list.getState().page === 0) void list.loadMore();
  }, [list]);
  const state = useSdkStore(list);
  return { ...state, loadMore: () => void list.loadMore(), refresh: () => list.refresh() };
}

/** The first page of a list, fetched ahead by a route's loader (null when it failed), and the list's key. */
export interface FirstPage<T> {
  key: string;
  page: Page<T> | null;
}

/** The page the loader fetched ahead, when it is the first of the list asked for under `key`. */
export function firstPageFor<T>(first: FirstPage<T> | null | undefined, key: string): Page<T> | undefined {
  return first?.key === key ? (first.page ?? undefined) : undefined;
}

/** Whether the loader got the first page (a failed one is left to the page, which asks again). */
export function hasFirstPage<T>(first: FirstPage<T>): boolean {
  return first.page !== null;
}

/** A loader's fetch of a list's first page, for usePagedList under the same key. */
export async function loadFirstPage<T>(
  key: string,
  fetchPage: FetchPage<T>,
  pageSize: number,
): Promise<FirstPage<T>> {
  const { data } = await fetchPage(1, pageSize);
  return { key, page: data ?? null };
}
