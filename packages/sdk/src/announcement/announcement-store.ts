import type { Result } from '../errors.js';
import type { Logger } from '../logger.js';
import type { StorageAdapter } from '../storage/types.js';
import { createStore, type ReadableStore, readOnly } from '../store.js';
import { announcementDue, dismissAnnouncementToday } from './rules.js';

export interface AnnouncementState<A> {
  /** Hidden until an announcement loads. */
  visible: boolean;
  announcement: A | null;
}

export interface AnnouncementPopup<A> extends ReadableStore<AnnouncementState<A>> {
  /** Fetches (posType 1) when due and shows the popup if there is one. */
  load(): Promise<AnnouncementState<A>>;
  /** Hides the popup; with 今日不再显示 ticked, stores the time so it stays hidden today. */
  close(options?: { dontShowToday?: boolean }): Promise<void>;
}

export function createAnnouncementPopup<A>(deps: {
  storage: StorageAdapter;
  uid: () => string;
  now: () => number;
  fetch: () => Promise<Result<A | null>>;
  logger: Logger;
}): AnnouncementPopup<A> {
  const store = createStore<AnnouncementState<A>>({ visible: false, announcement: null });
  return {
    ...readOnly(store),
    async load() {
      if (!(await announcementDue(deps.storage, deps.uid(), deps.now()))) return store.getState();
      const { data, error } = await deps.fetch();
      if (error) deps.logger.warn('announcement failed', error.message);
      else if (data) store.setState({ visible: true, announcement: data });
      return store.getState();
    },
    async close(options = {}) {
      store.setState({ ...store.getState(), visible: false });
      if (options.dontShowToday) await dismissAnnouncementToday(deps.storage, deps.uid(), deps.now());
    },
  };
}
