import { createEmitter } from '../events.js';
import type { Logger } from '../logger.js';
import { writeJson } from '../storage/json.js';
import { STORAGE_KEYS } from '../storage/keys.js';
import type { StorageAdapter } from '../storage/types.js';
import { createStore, type ReadableStore, readOnly } from '../store.js';
import {
  type Account,
  GUEST_ACCOUNT,
  isLoggedIn,
  normalizeAccount,
  storedAccount,
  type UserStatus,
} from './account.js';

export type SessionEvent =
  | 'INITIAL_SESSION'
  | 'SIGNED_IN'
  | 'SIGNED_OUT'
  | 'SESSION_EXPIRED'
  | 'STATUS_UPDATED';

export interface SessionState {
  account: Account;
  /** From the center/me call; null for a guest or before it answers. */
  status: UserStatus | null;
  /** Logged in means a non-empty uid. */
  loggedIn: boolean;
  /** False until the stored account has been read. */
  initialized: boolean;
}

export interface SessionChange {
  event: SessionEvent;
  session: SessionState;
}

export interface SessionStore extends ReadableStore<SessionState> {
  /**
   * Reads the stored account once and emits INITIAL_SESSION; later calls answer the same promise.
   * With a synchronous storage (localStorage, the file storage) the state is restored before it returns.
   */
  init(): Promise<SessionState>;
  onChange(listener: (change: SessionChange) => void): () => void;
  signIn(account: Account): Promise<void>;
  setStatus(status: UserStatus | null): void;
  /** Back to guest defaults at once (the state changes synchronously), then clears storage. */
  signOut(event: 'SIGNED_OUT' | 'SESSION_EXPIRED'): Promise<void>;
  identity(): { uid: string; token: string };
}

const guestState = (initialized: boolean): SessionState => ({
  account: GUEST_ACCOUNT,
  status: null,
  loggedIn: false,
  initialized,
});

export function createSessionStore(storage: StorageAdapter, logger: Logger): SessionStore {
  const store = createStore<SessionState>(guestState(false));
  const listenerFailed = (error: unknown) => logger.error('session listener failed', error);
  const emitter = createEmitter<SessionChange>(listenerFailed);
  const emit = (event: SessionEvent) => emitter.emit({ event, session: store.getState() });
  let restoring: Promise<SessionState> | undefined;
  // Storage writes run in order, so with an async adapter a quick login-then-logout cannot end
  // with the old account written back after its removal.
  let writes: Promise<void> = Promise.resolve();
  const storageFailed = (error: unknown) => logger.error('session storage failed', error);
  const persist = (write: () => void | Promise<void>): Promise<void> => {
    writes = writes.then(write).catch(storageFailed);
    return writes;
  };

  return {
    ...readOnly(store),
    init() {
      restoring ??= (async () => {
        let raw: string | null = null;
        try {
          // Only an await when the storage is asynchronous: a synchronous one is restored at once.
          const read = storage.getItem(STORAGE_KEYS.account);
          raw = read instanceof Promise ? await read : read;
        } catch (error) {
          // Unreadable storage: the session starts as a guest.
          storageFailed(error);
        }
        // A login that finished while an asynchronous storage was read wins over the stored account.
        if (!store.getState().initialized) {
          const account = storedAccount(raw);
          store.setState({ account, status: null, loggedIn: isLoggedIn(account), initialized: true });
          emit('INITIAL_SESSION');
        }
        return store.getState();
      })();
      return restoring;
    },
    onChange(listener) {
      // Late subscribers still learn the current session first, as auth-js does (here synchronously,
      // so it can never arrive after a change that happened meanwhile).
      if (store.getState().initialized) {
        try {
          listener({ event: 'INITIAL_SESSION', session: store.getState() });
        } catch (error) {
          listenerFailed(error);
        }
      }
      return emitter.on(listener);
    },
    async signIn(account) {
      const normalized = normalizeAccount(account);
      store.setState({
        account: normalized,
        status: null,
        loggedIn: isLoggedIn(normalized),
        initialized: true,
      });
      emit('SIGNED_IN');
      await persist(() => writeJson(storage, STORAGE_KEYS.account, normalized));
    },
    setStatus(status) {
      store.setState({ ...store.getState(), status });
      emit('STATUS_UPDATED');
    },
    async signOut(event) {
      store.setState(guestState(true));
      emit(event);
      await persist(() => storage.removeItem(STORAGE_KEYS.account));
    },
    identity: () => {
      const { account } = store.getState();
      return { uid: account.uid, token: account.token };
    },
  };
}
