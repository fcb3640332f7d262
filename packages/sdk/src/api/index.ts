import type { Transport } from '../transport/clients.js';
import { accountApi } from './account.js';
import { centerApi } from './center.js';
import { comicsApi } from './comics.js';
import { contentApi } from './content.js';
import { gamesApi } from './games.js';
import { squareApi } from './square.js';
import { walletApi } from './wallet.js';
import { welfareApi } from './welfare.js';

/** One wrapper per contract operation, named by its operationId, grouped by area. */
export function createApi(transport: Transport) {
  return {
    square: squareApi(transport),
    account: accountApi(transport),
    center: centerApi(transport),
    wallet: walletApi(transport),
    games: gamesApi(transport),
    comics: comicsApi(transport),
    welfare: welfareApi(transport),
    content: contentApi(transport),
  };
}

export type PortalApi = ReturnType<typeof createApi>;
