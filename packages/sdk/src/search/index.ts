/**
 * `@portal/sdk/search`: the search history (recorded, listed, cleared) and the trending keywords.
 * Built on a portal from `createPortal`.
 * Its own entry, so a site without these screens never carries them.
 */

export { type SearchApi, searchApi } from '../api/search.js';
export {
  createSearchHistory,
  normalizeKeyword,
  pushRecent,
  SEARCH_HISTORY_KEY,
  SEARCH_HISTORY_LIMIT,
  type SearchHistory,
  type SearchHistoryDeps,
  type SearchHistoryState,
} from './search-history.js';
