import type { Result } from '../errors.js';
import type { Logger } from '../logger.js';
import type { StorageAdapter } from '../storage/types.js';
import { createStore, type ReadableStore, readOnly } from '../store.js';
import { dismissAnnouncementToday, noticeVersion, tickOfToday } from './rules.js';

export interface AnnouncementState<A> {
  /** Hidden until an announcement loads. */
  visible: boolean;
  announcement: A | null;
}

/** Where an announcement already fetched comes from instead of a call. */
export interface AnnouncementLoadOptions<A> {
  /**
   * The announcement as a guest gets it (`null`: none today), fetched elsewhere: by a server that
   * rendered the page, say. Used in place of the call while no user is logged in; a logged-in user's
   * answer differs (their 今日不再显示 on other devices), so theirs is fetched.
   */
  guestAnswer?: A | null;
}

export interface AnnouncementPopup<A> extends ReadableStore<AnnouncementState<A>> {
  /** Fetches (posType 1) when due and shows the popup unless 今日不再显示 holds for this version. */
  load(options?: AnnouncementLoadOptions<A>): Promise<AnnouncementState<A>>;
  /** Hides the popup; with 今日不再显示 ticked, it stays hidden today unless the announcement changes. */
  close(options?: { dontShowToday?: boolean }): Promise<void>;
}

/** The fields of an announcement the popup rules read. */
export interface VersionedNotice {
  id: number;
  /** Changes with the content (the server's digest). */
  version?: string;
  /** The server's record: this user ticked this version today (on any device). */
  dismissed?: boolean;
}

/**
 * The announcement popup. 今日不再显示 holds for one announcement at one version for the rest of the
 * (China) day: stored on the device per user (`{uid}not-show` time and `{uid}not-show-version`),
 * and for a logged-in user also on the server, so the account's other devices agree. A tick that names a
 * version is checked against the announcement, so an edited one shows again; a guest's tick of today is
 * taken over by the account at login, so an unchanged announcement stays hidden across it.
 */
export function createAnnouncementPopup<A extends VersionedNotice>(deps: {
  storage: StorageAdapter;
  uid: () => string;
  now: () => number;
  fetch: () => Promise<Result<A | null>>;
  /** Records the tick for the logged-in user on the server. */
  dismiss: (notice: { id: number; version: string }) => Promise<Result<unknown>>;
  logger: Logger;
}): AnnouncementPopup<A> {
  const store = createStore<AnnouncementState<A>>({ visible: false, announcement: null });
  const remember = async (uid: string, notice: A, at: number) => {
    await dismissAnnouncementToday(deps.storage, uid, at, noticeVersion(notice));
    if (!uid || !notice.version) return;
    const { error } = await deps.dismiss({ id: notice.id, version: notice.version });
    if (error) deps.logger.warn('announcement dismiss not recorded', error.message);
  };
  return {
    ...readOnly(store),
    async load(options = {}) {
      const uid = deps.uid();
      const now = deps.now();
      const tick = await tickOfToday(deps.storage, uid, now);
      // A tick of today naming no version (stored before versions) keeps the rule of the original app: no call.
      if (tick && !tick.version) return store.getState();
      const guestTick = uid && !tick ? await tickOfToday(deps.storage, '', now) : null;
      const given = !uid && options.guestAnswer !== undefined;
      const { data, error } = given ? { data: options.guestAnswer ?? null, error: null } : await deps.fetch();
      if (error) deps.logger.warn('announcement failed', error.message);
      if (!data) return store.getState();
      const version = noticeVersion(data);
      if (data.dismissed || tick?.version === version) return store.getState();
      if (guestTick?.version === version) {
        await remember(uid, data, guestTick.at);
        return store.getState();
      }
      return store.setState({ visible: true, announcement: data });
    },
    async close(options = {}) {
      const { announcement } = store.getState();
      store.setState({ ...store.getState(), visible: false });
      if (!options.dontShowToday) return;
      if (announcement) await remember(deps.uid(), announcement, deps.now());
      else await dismissAnnouncementToday(deps.storage, deps.uid(), deps.now(), null);
    },
  };
}
