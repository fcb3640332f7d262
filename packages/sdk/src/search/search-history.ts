import { type SearchApi, searchApi } from '../api/search.js';
import { ok, type Result } from '../errors.js';
import type { SessionState } from '../session/session-store.js';
import { readJson, writeJson } from '../storage/json.js';
import type { StorageAdapter } from '../storage/types.js';
import { createStore, type ReadableStore, readOnly } from '../store.js';
import type { Transport } from '../transport/clients.js';

/** Recent searches kept per account, and on the device for a guest. */
export const SEARCH_HISTORY_LIMIT = 20;
/** Storage key of a guest's recent searches (a JSON array, newest first). */
export const SEARCH_HISTORY_KEY = 'square-search-history';
/** The contract's keyword limit. */
const KEYWORD_MAX = 50;

/** A keyword as it is stored and compared: trimmed, inner whitespace as one space, at most 50 characters. */
export function normalizeKeyword(raw: string): string {
  return [...raw.trim().replace(/\s+/gu, ' ')].slice(0, KEYWORD_MAX).join('').trim();
}

/** The history after searching `keyword`: it comes first, an older copy goes, at most `limit` kept. */
export function pushRecent(list: readonly string[], keyword: string, limit = SEARCH_HISTORY_LIMIT): string[] {
  return [keyword, ...list.filter((k) => k !== keyword)].slice(0, limit);
}

export interface SearchHistoryState {
  /** My recent searches, newest first. */
  recent: string[];
  /** The server's trending searches, hottest first. */
  trending: string[];
}

export interface SearchHistoryDeps {
  clients: Pick<Transport, 'square' | 'call'>;
  storage: StorageAdapter;
  session: ReadableStore<SessionState>;
}

/**
 * Recent and trending searches of the square. A signed-in user's history lives on the server (so it
 * follows the account to other devices), a guest's in the SDK's storage; either way the list changes
 * at once and the server's answer, when there is one, has the last word.
 */
export function createSearchHistory(portal: SearchHistoryDeps) {
  const api: SearchApi = searchApi(portal.clients);
  const store = createStore<SearchHistoryState>({ recent: [], trending: [] });
  const signedIn = () => portal.session.getState().loggedIn;
  const setRecent = (recent: string[]) => store.setState({ ...store.getState(), recent });

  const guestList = async () => {
    const stored = await readJson<unknown>(portal.storage, SEARCH_HISTORY_KEY);
    return Array.isArray(stored) ? stored.filter((k): k is string => typeof k === 'string') : [];
  };
  const saveGuest = (recent: string[]) => writeJson(portal.storage, SEARCH_HISTORY_KEY, recent);

  /** Applies a server answer (the history it now holds); a failure keeps what is shown. */
  const settle = (result: Result<string[]>) => {
    if (result.data) setRecent(result.data);
    return result;
  };

  const setRecentAnd = (recent: string[]) => {
    setRecent(recent);
    return recent;
  };
  async function loadRecent(): Promise<Result<string[]>> {
    if (!signedIn()) return ok(setRecentAnd(await guestList()));
    return settle(await api.listSearchHistory());
  }

  // Another account, or none: its own history.
  portal.session.subscribe((state, previous) => {
    if (state.loggedIn !== previous.loggedIn || state.account.uid !== previous.account.uid) void loadRecent();
  });

  return {
    ...readOnly(store),
    /** Reads my recent searches (server or device) and the trending ones. */
    async load(): Promise<void> {
      await Promise.all([
        loadRecent(),
        api.listTrendingSearches().then((r) => {
          if (r.data) store.setState({ ...store.getState(), trending: r.data });
        }),
      ]);
    },
    /** Remembers a search (a blank keyword is ignored); answers the keyword as searched, or null. */
    async record(raw: string): Promise<string | null> {
      const keyword = normalizeKeyword(raw);
      if (!keyword) return null;
      const recent = setRecentAnd(pushRecent(store.getState().recent, keyword));
      if (signedIn()) settle(await api.recordSearch(keyword));
      else await saveGuest(recent);
      return keyword;
    },
    /** Forgets one recent search. */
    async remove(keyword: string): Promise<void> {
      const recent = setRecentAnd(store.getState().recent.filter((k) => k !== keyword));
      if (signedIn()) settle(await api.clearSearchHistory(keyword));
      else await saveGuest(recent);
    },
    /** Forgets every recent search (清空). */
    async clear(): Promise<void> {
      setRecent([]);
      if (signedIn()) settle(await api.clearSearchHistory());
      else await portal.storage.removeItem(SEARCH_HISTORY_KEY);
    },
  };
}

export type SearchHistory = ReturnType<typeof createSearchHistory>;
