import type { Portal } from '../portal.js';
import { createStore, type ReadableStore, readOnly } from '../store.js';
import {
  createUnlockMachine,
  type Reader,
  UNLOCK_COPY,
  type UnlockChapter,
  type UnlockMachine,
  type UnlockState,
} from './unlock-machine.js';

/** What the unlock flow uses of a portal (a whole `createPortal()` fits). */
export type UnlockPortal = Pick<Portal, 'api' | 'session' | 'auth'>;

export interface ReadingSettingsState {
  /** 自动解锁下一章; off for a guest and until the account's setting has loaded. */
  autoUnlock: boolean;
  loaded: boolean;
}

export interface ChapterUnlock extends UnlockMachine {
  /** The reader opened (or reached) a chapter; `auto` when the reader arrived by reading on, not by a tap. */
  start(chapter: UnlockChapter, options?: { auto?: boolean }): UnlockState;
  /** The user confirmed the price: charges it once (the server's unlock row), then refreshes the balance. */
  confirm(): UnlockState;
  cancel(): UnlockState;
  /** '充值' in the insufficient-balance dialog: the host then navigates to recharge. */
  recharge(): UnlockState;
  reset(): UnlockState;
  /** Resolves when the unlock in flight (if any) has settled. */
  settled(): Promise<UnlockState>;
  /** The account's reading settings (自动解锁下一章), kept on the server. */
  settings: ReadableStore<ReadingSettingsState>;
  loadSettings(): Promise<ReadingSettingsState>;
  setAutoUnlock(on: boolean): Promise<ReadingSettingsState>;
}

/**
 * Paid chapters for one portal: the unlock decision (a store-shaped machine, like `portal.download`)
 * with its side effects beside it, and the per-account 自动解锁下一章 setting. Create it where the
 * reader needs it; nothing here runs at the portal's start-up.
 */
export function createChapterUnlock(portal: UnlockPortal): ChapterUnlock {
  const machine = createUnlockMachine();
  const reader = (): Reader => portal.session.getState();
  const settings = createStore<ReadingSettingsState>({ autoUnlock: false, loaded: false });
  let running: Promise<UnlockState> = Promise.resolve(machine.getState());

  const run = async (chapter: UnlockChapter): Promise<UnlockState> => {
    const answer = await portal.api.comics.unlockChapter({
      bookId: chapter.bookId,
      chapterId: chapter.chapterId,
    });
    const { error } = answer;
    if (error) {
      // The server decides: a balance it found too low offers a recharge with the balance it knows now.
      await portal.auth.refreshStatus();
      const balance = portal.session.getState().status?.coinNum;
      return machine.send({ type: 'REJECTED', message: error.message, code: error.code, balance });
    }
    const { data, msg } = answer;
    if (data.charged > 0) void portal.auth.refreshStatus();
    return machine.send({
      type: 'RESOLVED',
      charged: data.charged,
      // A charged unlock is confirmed in the server's words (its label of the access, 解锁成功).
      message: data.charged > 0 ? (msg ?? UNLOCK_COPY.unlocked) : undefined,
    });
  };
  machine.subscribe((state, previous) => {
    if (state.status === 'unlocking' && previous.status !== 'unlocking') running = run(state.chapter);
  });

  // Another account's setting must not carry over: a logout or a new login reads it again.
  portal.session.subscribe((state, previous) => {
    if (state.account.uid !== previous.account.uid) settings.setState({ autoUnlock: false, loaded: false });
  });

  const loadSettings = async (): Promise<ReadingSettingsState> => {
    if (!portal.session.getState().loggedIn) return settings.getState();
    const { data } = await portal.api.comics.getReadingSettings();
    return data ? settings.setState({ autoUnlock: data.autoUnlock, loaded: true }) : settings.getState();
  };

  return {
    ...machine,
    start: (chapter, options) =>
      machine.send({
        type: 'REQUEST',
        chapter,
        reader: reader(),
        auto: options?.auto && settings.getState().autoUnlock,
      }),
    confirm: () => machine.send({ type: 'CONFIRM', reader: reader() }),
    cancel: () => machine.send({ type: 'CANCEL' }),
    recharge: () => machine.send({ type: 'RECHARGE' }),
    reset: () => machine.send({ type: 'RESET' }),
    settled: () => running,
    settings: readOnly(settings),
    loadSettings,
    async setAutoUnlock(on) {
      const before = settings.getState();
      settings.setState({ autoUnlock: on, loaded: true });
      const { data } = await portal.api.comics.saveReadingSettings({ autoUnlock: on });
      return settings.setState(data ? { autoUnlock: data.autoUnlock, loaded: true } : before);
    },
  };
}
