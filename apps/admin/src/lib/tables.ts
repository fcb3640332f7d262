/**
 * The console's tables over TanStack Query. Lists that stay small page by number with a total
 * (`useNumberedTable`); lists that grow with the data page by keyset cursor (`useCursorTable`: the
 * server counts nothing, and a page reads on from the previous page's last row).
 */
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { AdminSchemas, Result } from './admin';
import { type AdminOperation, adminKey, invalidate, messageOf, queryClient, unwrap } from './queries';

/** A page of a list paged by number, as the contract answers it. */
export type NumberedPage<T> = AdminSchemas['PageMeta'] & { records: T[] };
/** A page of a list paged by cursor, as the contract answers it. */
export type CursorPage<T> = AdminSchemas['CursorPageMeta'] & { records: T[] };

export interface TableQuery {
  page: number;
  pageSize: number;
  keyword: string;
}

interface TableState<T> {
  rows: T[] | null;
  page: number;
  pageSize: number;
  keyword: string;
  error: string | null;
  loading: boolean;
  /** A new search starts again at page 1. */
  search(keyword: string): void;
  /** Reads the shown answers again (after a write: `invalidate` of the operation does the same). */
  reload(): void;
}

export interface NumberedTable<T> extends TableState<T> {
  total: number;
  setPage(page: number): void;
}

/**
 * A searchable table paged by number: the operation's answer for (filter, page, keyword) from the
 * cache, the previous page shown while the next one loads.
 */
export function useNumberedTable<T>(
  operation: AdminOperation,
  filter: unknown,
  load: (query: TableQuery, signal: AbortSignal) => Promise<Result<NumberedPage<T>>>,
  pageSize = 20,
): NumberedTable<T> {
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const query = useQuery(
    {
      queryKey: adminKey(operation, filter, { page, pageSize, keyword }),
      queryFn: ({ signal }) => unwrap(load({ page, pageSize, keyword }, signal)),
      placeholderData: keepPreviousData,
    },
    queryClient,
  );
  const search = useCallback((next: string) => {
    setKeyword(next.trim());
    setPage(1);
  }, []);
  const reload = useCallback(() => void invalidate(operation), [operation]);
  return {
    rows: query.data?.records ?? null,
    total: query.data?.total ?? 0,
    page,
    pageSize,
    keyword,
    error: query.error ? messageOf(query.error) : null,
    loading: query.isFetching,
    setPage,
    search,
    reload,
  };
}

export interface CursorQuery extends TableQuery {
  cursor?: string;
}

export interface CursorTable<T> extends TableState<T> {
  hasNext: boolean;
  next(): void;
  previous(): void;
}

/**
 * A searchable table paged by cursor: pages already read stay in the cache (上一页 shows them again
 * without asking), 下一页 reads on after the last row of the page before. A new filter or search starts
 * again at page 1.
 */
export function useCursorTable<T>(
  operation: AdminOperation,
  filter: unknown,
  load: (query: CursorQuery, signal: AbortSignal) => Promise<Result<CursorPage<T>>>,
  pageSize = 20,
): CursorTable<T> {
  const [keyword, setKeyword] = useState('');
  const key = adminKey(operation, filter, { pageSize, keyword });
  const at = JSON.stringify(key);
  const [shown, setShown] = useState({ at, index: 0 });
  const index = shown.at === at ? shown.index : 0;
  const query = useInfiniteQuery(
    {
      queryKey: key,
      initialPageParam: { page: 1, cursor: undefined as string | undefined },
      queryFn: ({ pageParam, signal }) =>
        unwrap(
          load(
            {
              page: pageParam.page,
              pageSize,
              keyword,
              ...(pageParam.cursor ? { cursor: pageParam.cursor } : {}),
            },
            signal,
          ),
        ),
      getNextPageParam: (last, pages) =>
        last.nextCursor ? { page: pages.length + 1, cursor: last.nextCursor } : undefined,
    },
    queryClient,
  );
  const pages = query.data?.pages ?? [];
  const current = pages[Math.min(index, pages.length - 1)];
  const { fetchNextPage } = query;
  const next = useCallback(() => {
    if (index + 1 < pages.length) setShown({ at, index: index + 1 });
    else
      void fetchNextPage().then((r) => {
        if (!r.isError) setShown({ at, index: index + 1 });
      });
  }, [at, index, pages.length, fetchNextPage]);
  const previous = useCallback(() => setShown({ at, index: Math.max(0, index - 1) }), [at, index]);
  const search = useCallback((text: string) => setKeyword(text.trim()), []);
  const reload = useCallback(() => void invalidate(operation), [operation]);
  return {
    rows: current?.records ?? null,
    page: index + 1,
    pageSize,
    keyword,
    error: query.error ? messageOf(query.error) : null,
    loading: query.isFetching,
    hasNext: index + 1 < pages.length || Boolean(current?.nextCursor),
    next,
    previous,
    search,
    reload,
  };
}
