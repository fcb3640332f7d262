import type { OperationDocs } from '../generated/operation-docs.js';
import type { Transport } from '../transport/clients.js';
import { type AccountApi, accountApi } from './account.js';
import { type CenterApi, centerApi } from './center.js';
import { type ComicsApi, comicsApi } from './comics.js';
import { type ContentApi, contentApi } from './content.js';
import { type GamesApi, gamesApi } from './games.js';
import { type SquareApi, squareApi } from './square.js';
import { type WalletApi, walletApi } from './wallet.js';
import { type WelfareApi, welfareApi } from './welfare.js';

/**
 * An area's wrappers, each also carrying the doc comment of its contract operation (same name): an
 * editor's hover shows the contract's summary, description and route. The intersection adds comments
 * only: every OperationDocs member is `unknown`, so each wrapper keeps its own signature.
 */
export type Documented<T> = T & Pick<OperationDocs, Extract<keyof T, keyof OperationDocs>>;

/** `portal.api`: one wrapper per contract operation, named by its operationId, grouped by area. */
export interface PortalApi {
  square: Documented<SquareApi>;
  account: Documented<AccountApi>;
  center: Documented<CenterApi>;
  wallet: Documented<WalletApi>;
  games: Documented<GamesApi>;
  comics: Documented<ComicsApi>;
  welfare: Documented<WelfareApi>;
  content: Documented<ContentApi>;
}

/** One wrapper per contract operation, named by its operationId, grouped by area. */
export function createApi(transport: Transport): PortalApi {
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
