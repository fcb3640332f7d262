import type { PortalError, Result } from '../errors.js';
import { createStore, type ReadableStore, readOnly } from '../store.js';

export interface Page<T> {
  records: T[];
  total: number;
  currentPage?: number;
  pageSize?: number;
  /**
   * On lists that page by cursor (keyset), what to send for the next page; null on the last page.
   * Absent on lists that page by number only.
   */
  nextCursor?: string | null;
}

/**
 * Asks for one page. `cursor` is the previous page's `nextCursor` when it had one: a call that passes
 * it on gets the records after that page's last, none repeated or skipped while others are added;
 * `currentPage` still counts the pages, for the page numbers the calls carry.
 */
export type FetchPage<T> = (
  currentPage: number,
  pageSize: number,
  cursor?: string,
) => Promise<Result<Page<T>>>;

export interface PagedListState<T> {
  items: T[];
  /** Last page loaded (0 before the first). */
  page: number;
  total: number;
  loading: boolean;
  /** True once every record is loaded, or a page came back empty or answered no next cursor. */
  finished: boolean;
  /** The last page's `nextCursor`, passed to the next fetch (null before the first, or by number). */
  cursor: string | null;
  error: PortalError | null;
}

export interface PagedList<T> extends ReadableStore<PagedListState<T>> {
  /** Loads the next page; a call while one is loading or after the end does nothing. */
  loadMore(): Promise<PagedListState<T>>;
  /** Starts again from page 1 (pull to refresh), replacing the items once the page arrives. */
  refresh(): Promise<PagedListState<T>>;
}

const empty = <T>(): PagedListState<T> => ({
  items: [],
  page: 0,
  total: 0,
  loading: false,
  finished: false,
  cursor: null,
  error: null,
});

export interface PagedListOptions<T> {
  /** Records per page (20 by default). */
  pageSize?: number;
  /**
   * Page 1, already fetched (by a server that rendered it, or a route loader): the list starts with it
   * loaded and `loadMore` asks for page 2.
   */
  firstPage?: Page<T>;
}

/** The state of a list holding only its first page. */
const withFirstPage = <T>(first: Page<T>): PagedListState<T> => ({
  items: first.records,
  page: 1,
  total: first.total,
  loading: false,
  finished: isLast(first, first.records.length),
  cursor: first.nextCursor ?? null,
  error: null,
});

/** Whether nothing follows a page, `loaded` records in all so far. */
const isLast = <T>(page: Page<T>, loaded: number): boolean =>
  page.records.length === 0 || loaded >= page.total || page.nextCursor === null;

/**
 * Drives an infinite list over any paged call: the UI calls `loadMore` when the end comes near
 * and renders `items`, `loading`, `finished` and `error`.
 */
export function createPagedList<T>(fetchPage: FetchPage<T>, options: PagedListOptions<T> = {}): PagedList<T> {
  const pageSize = options.pageSize ?? 20;
  const store = createStore<PagedListState<T>>(
    options.firstPage ? withFirstPage(options.firstPage) : empty<T>(),
  );
  let generation = 0;

  const load = async (page: number, replace: boolean): Promise<PagedListState<T>> => {
    const mine = ++generation;
    const cursor = replace ? null : store.getState().cursor;
    store.setState({ ...store.getState(), loading: true, error: null });
    const { data, error } = await (cursor ? fetchPage(page, pageSize, cursor) : fetchPage(page, pageSize));
    // A refresh started meanwhile wins; this answer is stale.
    if (mine !== generation) return store.getState();
    const prev = store.getState();
    if (error) return store.setState({ ...prev, loading: false, error });
    const items = replace ? data.records : [...prev.items, ...data.records];
    return store.setState({
      items,
      page,
      total: data.total,
      loading: false,
      finished: isLast(data, items.length),
      cursor: data.nextCursor ?? null,
      error: null,
    });
  };

  return {
    ...readOnly(store),
    loadMore() {
      const state = store.getState();
      if (state.loading || state.finished) return Promise.resolve(state);
      return load(state.page + 1, false);
    },
    refresh: () => load(1, true),
  };
}
