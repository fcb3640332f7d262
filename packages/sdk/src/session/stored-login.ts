import { STORAGE_KEYS } from '../storage/keys.js';
import { isLoggedIn, storedAccount } from './account.js';

/** A synchronous storage to read from (the browser's `localStorage`). */
export interface SyncStorageReader {
  getItem(key: string): string | null;
}

/**
 * True when `storage` holds a logged-in account: the session `portal.start()` will restore, read
 * without creating a portal, so a page can tell a guest's first render from a user's before the
 * client has loaded. Unreadable storage counts as a guest, as the session store does.
 */
export function hasStoredLogin(storage: SyncStorageReader): boolean {
  try {
    return isLoggedIn(storedAccount(storage.getItem(STORAGE_KEYS.account)));
  } catch {
    return false;
  }
}
