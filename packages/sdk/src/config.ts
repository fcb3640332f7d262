import { PRODUCT_NAME } from './helpers/product.js';
import type { ResolvedConfig } from './portal-config.js';

/** The portal's defaults; every one can be overridden in `createPortal(config)`. */
export const DEFAULTS = {
  appID: 2008,
  channelID: '0',
  appTitle: PRODUCT_NAME,
  theme: 'light',
  version: '2.16.0',
  timeoutMs: 30_000,
  squareBaseUrl: '/api',
  portalBaseUrl: '/portal',
  /** More pending requests than this logs a warning. */
  pendingWarnAt: 20,
  /** Price shown when a game has no buyAmount. */
  defaultPrice: 10,
  // createPortal fills each setting left out from here: every one needs its default.
} as const satisfies Record<Exclude<keyof ResolvedConfig, 'appKey' | 'otherConfig'>, unknown> & {
  defaultPrice: number;
};

/** otherConfig key: phone login auto-registers unless it equals 0. */
export const PHONE_AUTO_REGISTER_KEY = 'ug.phone.login.auto.register';

export const DEFAULT_OTHER_CONFIG: Readonly<Record<string, unknown>> = { [PHONE_AUTO_REGISTER_KEY]: 1 };

/** Square list sizes and sort values. */
export const SQUARE_LIST_PAGE_SIZE = 99;
export const SORT_NEWEST = 2;
export const ANNOUNCEMENT_POS_TYPE = 1;
