import type { Transport } from '../transport/clients.js';
import { toResult } from '../transport/result.js';
import type { CallOptions } from './types.js';

/**
 * The square search's history and trending (JSON under `/api`). Kept out of `createApi` so pages
 * without search do not carry it: `searchApi(portal.clients)`.
 */
export function searchApi({ square, call }: Pick<Transport, 'square' | 'call'>) {
  return {
    /** My recent searches, newest first (login). */
    listSearchHistory: (o?: CallOptions) => toResult(square.GET('/v1/square/search/history', { ...call(o) })),
    /** Remembers a search; answers my history after it (login). */
    recordSearch: (keyword: string, o?: CallOptions) =>
      toResult(square.POST('/v1/square/search/history', { body: { keyword }, ...call(o) })),
    /** Forgets one keyword, or every one without it (login). */
    clearSearchHistory: (keyword?: string, o?: CallOptions) =>
      toResult(
        square.DELETE('/v1/square/search/history', {
          params: { query: keyword === undefined ? {} : { keyword } },
          ...call(o),
        }),
      ),
    /** The 10 keywords most accounts searched in the last 7 days. */
    listTrendingSearches: (o?: CallOptions) =>
      toResult(square.GET('/v1/square/search/trending', { ...call(o) })),
  };
}

export type SearchApi = ReturnType<typeof searchApi>;
