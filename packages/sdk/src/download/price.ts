import { DEFAULTS } from '../config.js';
import type { DownloadGame } from './machine.js';

/** Price shown and charged when a game has no buyAmount. */
export const DEFAULT_PRICE = DEFAULTS.defaultPrice;

/** A game's price in X钻: its buyAmount, or DEFAULT_PRICE when absent or not positive (as the server charges). */
export const priceOf = (game: DownloadGame): number =>
  typeof game.buyAmount === 'number' && game.buyAmount > 0 ? game.buyAmount : DEFAULT_PRICE;
