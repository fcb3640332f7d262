import type { TrackEvent } from './download/download-flow.js';
import type { Logger } from './logger.js';
import type { PlatformAdapters } from './platform/types.js';
import type { Notice } from './session/auth.js';
import type { StorageAdapter } from './storage/types.js';
import type { RetryOptions } from './transport/fetch-wrapper.js';

export interface PortalConfig {
  /**
   * The server's address ('https://portal.example.com'): the families are then under `/portal` and
   * `/api` there. Required outside a browser; in a page the default is the page's own origin.
   */
  baseUrl?: string;
  /** Portal family base; default `${baseUrl}/portal`. */
  portalBaseUrl?: string;
  /** Square family base; default `${baseUrl}/api`. */
  squareBaseUrl?: string;
  /** Platform app id; default 2008. */
  appID?: number;
  appKey?: string;
  /** Channel id; default '0'. A `code` in the address overrides it for register, login and downloads. */
  channelID?: string;
  /** Merged under the server's otherConfig; default { 'ug.phone.login.auto.register': 1 }. */
  otherConfig?: Record<string, unknown>;
  appTitle?: string;
  theme?: 'light';
  version?: string;
  /** Request timeout in ms; default 30000. */
  timeoutMs?: number;
  /**
   * Retries of failed calls; off by default. A 429 or 503 is tried again after its Retry-After; a
   * network failure, timeout or gateway error only for a GET or a call with an Idempotency-Key.
   */
  retry?: RetryOptions;
  /** Pending requests above this log a warning; default 20. */
  pendingWarnAt?: number;
  /** Injected fetch; default globalThis.fetch. */
  fetch?: (request: Request) => Promise<Response>;
  /** Injected clock; default Date.now. */
  now?: () => number;
  /** Default: localStorage in a browser, memory elsewhere. */
  storage?: StorageAdapter;
  /** Overrides of the browser adapters (user agent, address, clipboard, file download). */
  platform?: Partial<PlatformAdapters>;
  /**
   * Where the SDK writes what it only logs. Default `quietLogger`: answers a call already returned (a
   * 404, a refused logout) print nothing, errors of the host's own callbacks and storage go to the
   * console; `consoleLogger` writes everything, `silentLogger` nothing.
   */
  logger?: Logger;
  /** Called once when an answer says the session expired (code 2), after the local logout. */
  onSessionExpired?: () => void;
  /** Purchase tracking ({event: 'purchase', currency: 'USD', value}). */
  onTrack?: (event: TrackEvent) => void;
  /** Toasts for the host to render ('欢迎回来:{name}', '复制成功'). */
  onNotify?: (notice: Notice) => void;
}

export interface ResolvedConfig {
  portalBaseUrl: string;
  squareBaseUrl: string;
  appID: number;
  appKey: string;
  channelID: string;
  otherConfig: Record<string, unknown>;
  appTitle: string;
  theme: 'light';
  version: string;
  timeoutMs: number;
  pendingWarnAt: number;
}
