import { BusinessCode, InsufficientBalanceMessage } from '../generated/business-codes.js';
import { DownloadGrant } from '../generated/download-grant.js';
import { isMember } from '../session/membership.js';
import { priceOf } from './price.js';

export { DEFAULT_PRICE, priceOf } from './price.js';

/** Copy of the purchase dialogs, exactly as the original app shows it. */
export const DOWNLOAD_COPY = {
  memberNotice: DownloadGrant.messages.member,
  openVip: '立即开通',
  insufficient: InsufficientBalanceMessage,
  rechargeFirst: '请先充值',
  recharge: '充值',
} as const;

export interface DownloadGame {
  id: number;
  name: string;
  /** 0: free, downloads at once. */
  onlineType: number;
  /** Price in X钻; DEFAULT_PRICE when absent or not positive (as the server charges). */
  buyAmount?: number | null;
  /** Already bought: the server lets it download again without paying. */
  bought?: boolean;
  appID?: number;
}

/** What the machine needs to know about the user at the moment of an event. */
export interface Buyer {
  loggedIn: boolean;
  /** null when the status call has not answered (or failed): confirming then leads to login. */
  status: { coinNum: number; levelType: number } | null;
}

export type DownloadState =
  | { status: 'idle' }
  | { status: 'needsLogin'; game: DownloadGame }
  | {
      status: 'confirm';
      game: DownloadGame;
      /** The game's price in X钻. */
      price: number;
      /** What confirming will take from the balance: the price, or 0 for a member (the server's rule). */
      charge: number;
      isMember: boolean;
      /** '您是会员，尊享免费下载特权' for members, null otherwise. */
      memberNotice: string | null;
      /** '立即开通' link for non-members, null for members. */
      vipLink: string | null;
    }
  | {
      status: 'insufficient';
      game: DownloadGame;
      price: number;
      balance: number;
      title: string;
      message: string;
      action: string;
    }
  | { status: 'recharge'; game: DownloadGame }
  | { status: 'openVip'; game: DownloadGame }
  | {
      status: 'downloading';
      game: DownloadGame;
      /** The game's price (0 when free). */
      price: number;
      /** What the server is expected to take: 0 for a free or owned game and for a member. */
      charge: number;
    }
  | {
      status: 'done';
      game: DownloadGame;
      url: string;
      /** The server's msg ('购买成功', '您是会员，尊享免费下载特权', …) for the host to show; absent when none came. */
      message?: string;
    }
  | { status: 'failed'; game: DownloadGame; reason: 'invalidLink' | 'error'; message: string };

export type DownloadStatus = DownloadState['status'];

export type DownloadEvent =
  | { type: 'REQUEST'; game: DownloadGame; buyer: Buyer }
  | { type: 'CONFIRM'; buyer: Buyer }
  | { type: 'CANCEL' }
  | { type: 'RECHARGE' }
  | { type: 'OPEN_VIP' }
  | { type: 'RESOLVED'; url: string; message?: string }
  /** The server refused; `code` InsufficientBalance (with the balance then known) opens that dialog. */
  | { type: 'REJECTED'; message: string; code?: number; balance?: number }
  | { type: 'RESET' };

export const initialDownloadState: DownloadState = { status: 'idle' };

function request(game: DownloadGame, buyer: Buyer): DownloadState {
  // onlineType 0 is a free game.
  if (game.onlineType === 0) return { status: 'downloading', game, price: 0, charge: 0 };
  if (!buyer.loggedIn) return { status: 'needsLogin', game };
  // The server charges once per game: a game already bought downloads again with nothing to confirm.
  if (game.bought) return { status: 'downloading', game, price: priceOf(game), charge: 0 };
  const isMember = (buyer.status?.levelType ?? 0) >= 1;
  const price = priceOf(game);
  return {
    status: 'confirm',
    game,
    price,
    charge: isMember ? 0 : price,
    isMember,
    memberNotice: isMember ? DOWNLOAD_COPY.memberNotice : null,
    vipLink: isMember ? null : DOWNLOAD_COPY.openVip,
  };
}

const insufficient = (game: DownloadGame, price: number, balance: number): DownloadState => ({
  status: 'insufficient',
  game,
  price,
  balance,
  title: DOWNLOAD_COPY.insufficient,
  message: DOWNLOAD_COPY.rechargeFirst,
  action: DOWNLOAD_COPY.recharge,
});

function confirm(state: Extract<DownloadState, { status: 'confirm' }>, buyer: Buyer): DownloadState {
  const { game, price } = state;
  if (!buyer.loggedIn || !buyer.status) return { status: 'needsLogin', game };
  // The server's rule: a member downloads free, so only a non-member's balance is held to the price
  // (membership as the status says now: it may have ended since the dialog opened).
  const charge = isMember(buyer.status) ? 0 : price;
  if (charge > buyer.status.coinNum) return insufficient(game, price, buyer.status.coinNum);
  return { status: 'downloading', game, price, charge };
}

/**
 * The download purchase decision, as a pure function. Events that make
 * no sense in the current state return the same state object, so subscribers are not woken.
 */
export function reduceDownload(state: DownloadState, event: DownloadEvent): DownloadState {
  if (event.type === 'RESET') return state.status === 'idle' ? state : initialDownloadState;
  switch (state.status) {
    case 'confirm':
      if (event.type === 'CONFIRM') return confirm(state, event.buyer);
      if (event.type === 'CANCEL') return initialDownloadState;
      if (event.type === 'OPEN_VIP' && !state.isMember) return { status: 'openVip', game: state.game };
      return state;
    case 'insufficient':
      if (event.type === 'RECHARGE') return { status: 'recharge', game: state.game };
      if (event.type === 'CANCEL') return initialDownloadState;
      return state;
    case 'downloading':
      if (event.type === 'RESOLVED') {
        return event.url.startsWith('http')
          ? { status: 'done', game: state.game, url: event.url, message: event.message }
          : {
              status: 'failed',
              game: state.game,
              reason: 'invalidLink',
              message: `无效的下载地址: ${event.url}`,
            };
      }
      if (event.type === 'REJECTED') {
        // The server decides: when it found the balance too low, the user is offered to recharge.
        if (event.code === BusinessCode.InsufficientBalance) {
          return insufficient(state.game, state.price, event.balance ?? 0);
        }
        return { status: 'failed', game: state.game, reason: 'error', message: event.message };
      }
      return state;
    default:
      // idle, needsLogin, recharge, openVip, done, failed: a new request starts over.
      if (event.type === 'REQUEST') return request(event.game, event.buyer);
      if (event.type === 'CANCEL' && state.status !== 'idle') return initialDownloadState;
      return state;
  }
}
