/** HTTP status messages of SPEC.md section 8, exactly as the user sees them. */
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
/** Answer code meaning the session expired (SPEC.md section 4). */
export const SESSION_EXPIRED_CODE = 2;

/** The Chinese message for an HTTP status; 404 names the address, unknown statuses fall back to the server's text. */
export function httpErrorMessage(status: number, url: string, serverMessage?: string): string {
  if (status === 404) return `请求地址出错: ${url}`;
  return HTTP_ERROR_MESSAGES[status] ?? serverMessage ?? `连接错误(${status})`;
}

export type PortalErrorKind =
  | 'api'
  | 'http'
  | 'network'
  | 'timeout'
  | 'cancelled'
  | 'session_expired'
  | 'unknown';

/**
 * One error family for everything the SDK reports. `code` is the answer code (or the HTTP status when
 * there is none), `status` the HTTP status (0 when no response arrived).
 */
export class PortalError extends Error {
  /** Marker checked by `isPortalError`, which survives duplicated bundles where `instanceof` does not. */
  protected readonly __isPortalError = true;
  override name = 'PortalError';
  readonly kind: PortalErrorKind;
  readonly code: number;
  readonly status: number;

  constructor(
    message: string,
    opts: { kind: PortalErrorKind; code: number; status: number; cause?: unknown },
  ) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.kind = opts.kind;
    this.code = opts.code;
    this.status = opts.status;
  }

  /** Network hiccups and timeouts may succeed when tried again; refusals will not. */
  get retryable(): boolean {
    return this.kind === 'network' || this.kind === 'timeout' || this.status >= 502;
  }
}

/** The server answered `{code != 0, msg}`. */
export class PortalApiError extends PortalError {
  override name = 'PortalApiError';
  constructor(code: number, message: string, status = 200) {
    super(message, { kind: 'api', code, status });
  }
}

/** A non-2xx HTTP status, with the catalogue message. */
export class PortalHttpError extends PortalError {
  override name = 'PortalHttpError';
  readonly url: string;
  readonly serverMessage: string | undefined;
  constructor(status: number, url: string, serverCode?: number, serverMessage?: string) {
    super(httpErrorMessage(status, url, serverMessage), { kind: 'http', code: serverCode ?? status, status });
    this.url = url;
    this.serverMessage = serverMessage;
  }
}

/** No answer: offline, DNS, refused connection, or the timeout. */
export class PortalNetworkError extends PortalError {
  override name = 'PortalNetworkError';
  constructor(
    message: string,
    kind: 'network' | 'timeout' = 'network',
    cause?: unknown,
    status = kind === 'timeout' ? 408 : 0,
  ) {
    super(message, { kind, code: status, status, cause });
  }
}

/** The caller cancelled; calls reject with this rather than resolving. */
export class PortalCancelledError extends PortalError {
  override name = 'PortalCancelledError';
  constructor(message = CANCELLED_MESSAGE) {
    super(message, { kind: 'cancelled', code: 0, status: 0 });
  }
}

/** Answer code 2: the SDK already logged out locally and told the host. */
export class PortalSessionExpiredError extends PortalError {
  override name = 'PortalSessionExpiredError';
  constructor(message = '登录已失效，请重新登录') {
    super(message, { kind: 'session_expired', code: SESSION_EXPIRED_CODE, status: 200 });
  }
}

export class PortalUnknownError extends PortalError {
  override name = 'PortalUnknownError';
  constructor(message: string, cause?: unknown) {
    super(message, { kind: 'unknown', code: -1, status: 0, cause });
  }
}

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
