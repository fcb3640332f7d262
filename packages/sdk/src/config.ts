import type { ResolvedConfig } from './portal-config.js';

/** Defaults of SPEC.md sections 1 and 9; every one can be overridden in `createPortal(config)`. */
export const DEFAULTS = {
  appID: 2008,
  channelID: '0',
  appTitle: 'X钻乐园',
  theme: 'light',
  version: '2.16.0',
  timeoutMs: 30_000,
  squareBaseUrl: '/api',
  portalBaseUrl: '/portal',
  /** More pending requests than this logs a warning (SPEC.md section 8). */
  pendingWarnAt: 20,
  /** Price shown when a game has no buyAmount (SPEC.md section 6). */
  defaultPrice: 10,
  // createPortal fills each setting left out from here: every one needs its default.
} as const satisfies Record<Exclude<keyof ResolvedConfig, 'appKey' | 'otherConfig'>, unknown> & {
  defaultPrice: number;
};

/** otherConfig key: phone login auto-registers unless it equals 0 (SPEC.md section 5). */
export const PHONE_AUTO_REGISTER_KEY = 'ug.phone.login.auto.register';

export const DEFAULT_OTHER_CONFIG: Readonly<Record<string, unknown>> = { [PHONE_AUTO_REGISTER_KEY]: 1 };

/** Square list sizes and sort values of SPEC.md section 9. */
export const SQUARE_LIST_PAGE_SIZE = 99;
export const SORT_NEWEST = 2;
export const ANNOUNCEMENT_POS_TYPE = 1;
