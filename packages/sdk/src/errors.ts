import { BusinessCode, SessionExpiredMessage } from './generated/business-codes.js';

export { BusinessCode } from './generated/business-codes.js';

/**
 * HTTP status messages, exactly as the user sees them: the fallback when an
 * answer carries no message of the server's own.
 */
export const HTTP_ERROR_MESSAGES: Readonly<Record<number, string>> = {
  400: '错误请求',
  401: '未授权，请重新登录',
  403: '拒绝访问',
  404: '请求地址出错',
  408: '请求超时',
  500: '服务器内部错误',
  501: '服务未实现',
  502: '网关错误',
  503: '服务不可用',
  504: '网关超时',
  505: 'HTTP版本不受支持',
};

export const CANCELLED_MESSAGE = '请求已取消';
export const NETWORK_ERROR_MESSAGE = '网络连接失败';
export const TIMEOUT_MESSAGE = '请求超时';
export const SESSION_EXPIRED_MESSAGE: string = SessionExpiredMessage;

/**
 * The message of a non-2xx answer: the server's own words when it sent some (`游戏不存在`, the field a
 * 400 refused), else the Chinese text of its status; a 404 without words names the address.
 */
export function httpErrorMessage(status: number, url: string, serverMessage?: string): string {
  if (serverMessage) return serverMessage;
  if (status === 404) return `请求地址出错: ${url}`;
  return HTTP_ERROR_MESSAGES[status] ?? `连接错误(${status})`;
}

export type PortalErrorKind =
  | 'api'
  | 'http'
  | 'network'
  | 'timeout'
  | 'cancelled'
  | 'session_expired'
  | 'unknown';

/** What an answer said about itself, for support tickets and back-off. */
export interface AnswerDetails {
  /** HTTP status (0 when no answer arrived). */
  status?: number;
  /** The server's `x-request-id` for this call: quote it when reporting a problem. */
  requestId?: string;
  /** Seconds the server asked to wait before trying again (Retry-After on 429 and 503). */
  retryAfter?: number;
  cause?: unknown;
}

/**
 * Base of every error the SDK reports. `code` is the answer code (a `BusinessCode` for a refusal, the
 * HTTP status for an HTTP error, 0 when no answer arrived), `status` the HTTP status (0 without one).
 * Narrow the `PortalError` union by `kind`.
 */
abstract class PortalErrorBase extends Error {
  /** Marker checked by `isPortalError`, which survives duplicated bundles where `instanceof` does not. */
  protected readonly __isPortalError = true;
  abstract readonly kind: PortalErrorKind;
  declare readonly code: number;
  declare readonly status: number;
  declare readonly requestId: string | undefined;
  declare readonly retryAfter: number | undefined;

  constructor(message: string, code: number, details: AnswerDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.code = code;
    this.status = details.status ?? 0;
    this.requestId = details.requestId;
    this.retryAfter = details.retryAfter;
  }

  /** Network hiccups, timeouts, 429 and gateway failures may succeed when tried again; refusals will not. */
  get retryable(): boolean {
    return this.kind === 'network' || this.kind === 'timeout' || this.status === 429 || this.status >= 502;
  }
}

/** The server refused (HTTP 200, `{code != 0, msg}`): `code` names the rule, `message` is the server's. */
export class PortalApiError extends PortalErrorBase {
  override name = 'PortalApiError';
  readonly kind = 'api';
  declare readonly code: BusinessCode;
  constructor(code: BusinessCode, message: string, details: AnswerDetails = {}) {
    super(message, code, { status: 200, ...details });
  }
}

/** A non-2xx HTTP status; the message is the server's own, or the section-8 text without one. */
export class PortalHttpError extends PortalErrorBase {
  override name = 'PortalHttpError';
  readonly kind = 'http';
  declare readonly url: string;
  declare readonly serverMessage: string | undefined;
  constructor(
    status: number,
    url: string,
    serverCode?: number,
    serverMessage?: string,
    details: AnswerDetails = {},
  ) {
    super(httpErrorMessage(status, url, serverMessage), serverCode ?? status, { ...details, status });
    this.url = url;
    this.serverMessage = serverMessage;
  }
}

/** No answer: offline, DNS, a refused connection. `cause` holds what the platform reported. */
export class PortalNetworkError extends PortalErrorBase {
  override name = 'PortalNetworkError';
  readonly kind = 'network';
  constructor(message = NETWORK_ERROR_MESSAGE, cause?: unknown) {
    super(message, 0, { cause });
  }
}

/** No answer within the time allowed (the portal's `timeoutMs`, or the call's own). */
export class PortalTimeoutError extends PortalErrorBase {
  override name = 'PortalTimeoutError';
  readonly kind = 'timeout';
  /** The time that ran out, in milliseconds. */
  declare readonly timeoutMs: number;
  constructor(timeoutMs: number, message = TIMEOUT_MESSAGE) {
    super(message, 0);
    this.timeoutMs = timeoutMs;
  }
}

/** The caller's signal aborted, or `cancelAll()` ran; the call resolves with this error. */
export class PortalCancelledError extends PortalErrorBase {
  override name = 'PortalCancelledError';
  readonly kind = 'cancelled';
  constructor(message = CANCELLED_MESSAGE, cause?: unknown) {
    super(message, 0, { cause });
  }
}

/** `BusinessCode.SessionExpired`: the SDK already logged out locally and told the host. */
export class PortalSessionExpiredError extends PortalErrorBase {
  override name = 'PortalSessionExpiredError';
  readonly kind = 'session_expired';
  declare readonly code: typeof BusinessCode.SessionExpired;
  constructor(message = SESSION_EXPIRED_MESSAGE, details: AnswerDetails = {}) {
    super(message, BusinessCode.SessionExpired, { status: 200, ...details });
  }
}

/** An answer the SDK could not read, or a failure inside the SDK; `cause` holds the original. */
export class PortalUnknownError extends PortalErrorBase {
  override name = 'PortalUnknownError';
  readonly kind = 'unknown';
  constructor(message: string, cause?: unknown, details: AnswerDetails = {}) {
    super(message, -1, { ...details, cause });
  }
}

/** Every error the SDK reports; `switch (error.kind)` narrows it. */
export type PortalError =
  | PortalApiError
  | PortalHttpError
  | PortalNetworkError
  | PortalTimeoutError
  | PortalCancelledError
  | PortalSessionExpiredError
  | PortalUnknownError;

/** The common base, for `error instanceof PortalError`. */
export const PortalError: abstract new (
  ...args: ConstructorParameters<typeof PortalErrorBase>
) => PortalErrorBase = PortalErrorBase;

export function isPortalError(value: unknown): value is PortalError {
  return typeof value === 'object' && value !== null && '__isPortalError' in value;
}

/** Expected failures come back as values; bugs still throw. */
export type Result<T> =
  | {
      data: T;
      error: null;
      /** The server's msg on success ('购买成功', …) when it sent one, for the host to show. */
      msg?: string;
    }
  | { data: null; error: PortalError };

export const ok = <T>(data: T, msg?: string): Result<T> => ({ data, error: null, msg });
export const fail = <T = never>(error: PortalError): Result<T> => ({ data: null, error });
