import { useCallback, useEffect, useState } from 'react';
import type { Result } from './admin';

/** A page of records as the contract's paged lists answer it. */
export interface Paged<T> {
  records: T[];
  total: number;
}

export interface ListQuery {
  page: number;
  pageSize: number;
  keyword: string;
}

export interface ListState<T> {
  rows: T[] | null;
  total: number;
  page: number;
  pageSize: number;
  keyword: string;
  error: string | null;
  loading: boolean;
  setPage(page: number): void;
  /** A new search starts again at page 1. */
  search(keyword: string): void;
  reload(): void;
}

/**
 * A searchable, paged table's data: loads `load(query)` on every page or keyword change and on
 * `reload()`; an answer arriving after a newer request is dropped.
 */
export function useList<T>(load: (q: ListQuery) => Promise<Result<Paged<T>>>, pageSize = 20): ListState<T> {
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [tick, setTick] = useState(0);
  const [rows, setRows] = useState<T[] | null>(null);
  const [total, setTotal] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: tick is the reload trigger.
  useEffect(() => {
    let live = true;
    setLoading(true);
    load({ page, pageSize, keyword }).then(({ data, error: failure }) => {
      if (!live) return;
      setLoading(false);
      if (failure) {
        setError(failure.message);
        return;
      }
      setError(null);
      setRows(data.records);
      setTotal(data.total);
    });
    return () => {
      live = false;
    };
  }, [load, page, pageSize, keyword, tick]);

  const search = useCallback((next: string) => {
    setKeyword(next.trim());
    setPage(1);
  }, []);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { rows, total, page, pageSize, keyword, error, loading, setPage, search, reload };
}
