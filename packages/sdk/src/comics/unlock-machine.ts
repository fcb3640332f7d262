import { BusinessCode, BusinessMessage } from '../generated/business-codes.js';
import { EnumLabels } from '../generated/enum-labels.js';
import { createStore, type ReadableStore, readOnly } from '../store.js';

/** Copy of the unlock dialogs; the insufficient-balance one is the download flow's. */
export const UNLOCK_COPY = {
  confirmTitle: '解锁章节',
  insufficient: BusinessMessage.InsufficientBalance,
  rechargeFirst: '请先充值',
  recharge: '充值',
  unlocked: EnumLabels.ChapterUnlockResultAccess.purchase,
} as const;

/** The chapter a reader wants to open, as the chapter list or the chapter answer describes it. */
export interface UnlockChapter {
  bookId: number;
  chapterId: number;
  title: string;
  /** X钻 to unlock it; 0 for a free chapter. */
  price: number;
  /** Not readable by this reader now (the server's answer for the caller). */
  locked: boolean;
}

/** What the machine needs to know about the reader at the moment of an event. */
export interface Reader {
  loggedIn: boolean;
  /** null when the status call has not answered: confirming then leads to login. */
  status: { coinNum: number } | null;
}

export type UnlockState =
  | { status: 'idle' }
  | { status: 'needsLogin'; chapter: UnlockChapter }
  | { status: 'confirm'; chapter: UnlockChapter; price: number; balance: number }
  | {
      status: 'insufficient';
      chapter: UnlockChapter;
      price: number;
      balance: number;
      title: string;
      message: string;
      action: string;
    }
  | { status: 'recharge'; chapter: UnlockChapter }
  | { status: 'unlocking'; chapter: UnlockChapter; price: number }
  /** Readable now: free, member, unlocked before or just now (`charged` > 0 then). */
  | { status: 'read'; chapter: UnlockChapter; charged: number; message?: string }
  | { status: 'failed'; chapter: UnlockChapter; message: string };

export type UnlockEvent =
  /** `auto`: 自动解锁下一章 is on, so a balance that covers the price unlocks without asking. */
  | { type: 'REQUEST'; chapter: UnlockChapter; reader: Reader; auto?: boolean }
  | { type: 'CONFIRM'; reader: Reader }
  | { type: 'CANCEL' }
  | { type: 'RECHARGE' }
  | { type: 'RESOLVED'; charged: number; message?: string }
  | { type: 'REJECTED'; message: string; code?: number; balance?: number }
  | { type: 'RESET' };

export const initialUnlockState: UnlockState = { status: 'idle' };

const insufficient = (chapter: UnlockChapter, balance: number): UnlockState => ({
  status: 'insufficient',
  chapter,
  price: chapter.price,
  balance,
  title: UNLOCK_COPY.insufficient,
  message: UNLOCK_COPY.rechargeFirst,
  action: UNLOCK_COPY.recharge,
});

function request(chapter: UnlockChapter, reader: Reader, auto: boolean): UnlockState {
  // Free, a member's vipFree book, or unlocked before: the server already said it is open.
  if (!chapter.locked || chapter.price <= 0) return { status: 'read', chapter, charged: 0 };
  if (!reader.loggedIn) return { status: 'needsLogin', chapter };
  const balance = reader.status?.coinNum ?? 0;
  if (auto && reader.status && balance >= chapter.price)
    return { status: 'unlocking', chapter, price: chapter.price };
  return { status: 'confirm', chapter, price: chapter.price, balance };
}

/**
 * The unlock decision as a pure function, shaped like the download flow: guest → login, confirm with
 * the price, balance too low → recharge, owned or free → read. Events that make no sense in the current
 * state return the same state object.
 */
export function reduceUnlock(state: UnlockState, event: UnlockEvent): UnlockState {
  if (event.type === 'RESET') return state.status === 'idle' ? state : initialUnlockState;
  switch (state.status) {
    case 'confirm':
      if (event.type === 'CANCEL') return initialUnlockState;
      if (event.type !== 'CONFIRM') return state;
      if (!event.reader.loggedIn || !event.reader.status)
        return { status: 'needsLogin', chapter: state.chapter };
      if (state.price > event.reader.status.coinNum)
        return insufficient(state.chapter, event.reader.status.coinNum);
      return { status: 'unlocking', chapter: state.chapter, price: state.price };
    case 'insufficient':
      if (event.type === 'RECHARGE') return { status: 'recharge', chapter: state.chapter };
      if (event.type === 'CANCEL') return initialUnlockState;
      return state;
    case 'unlocking':
      if (event.type === 'RESOLVED')
        return { status: 'read', chapter: state.chapter, charged: event.charged, message: event.message };
      if (event.type === 'REJECTED') {
        if (event.code === BusinessCode.InsufficientBalance)
          return insufficient(state.chapter, event.balance ?? 0);
        if (event.code === BusinessCode.SessionExpired)
          return { status: 'needsLogin', chapter: state.chapter };
        return { status: 'failed', chapter: state.chapter, message: event.message };
      }
      return state;
    default:
      if (event.type === 'REQUEST') return request(event.chapter, event.reader, event.auto ?? false);
      if (event.type === 'CANCEL' && state.status !== 'idle') return initialUnlockState;
      return state;
  }
}

/** Store-shaped wrapper around the reducer: React reads it with zustand's `useStore(machine, selector)`. */
export interface UnlockMachine extends ReadableStore<UnlockState> {
  send(event: UnlockEvent): UnlockState;
}

export function createUnlockMachine(initial: UnlockState = initialUnlockState): UnlockMachine {
  const store = createStore(initial);
  return { ...readOnly(store), send: (event) => store.setState(reduceUnlock(store.getState(), event)) };
}
