import { BusinessCode, BusinessMessage, ErrorCode, SUCCESS_CODE } from '@portal/openapi/codes';

// Generated from the contract (openapi/README.md "Answer codes"): every code the server sends is one of these.
export { BusinessCode, BusinessMessage, ErrorCode, SUCCESS_CODE };

/** The one answer shape of both families: `{ code, msg, data }` (openapi/README.md "Answers"). */
export interface Answer<T> {
  code: number;
  msg: string;
  data: T;
}

/** A successful answer: its `code` is the contract's constant 0, so it is typed as the contract's `XAnswer`. */
export interface Success<T> extends Answer<T> {
  code: typeof SUCCESS_CODE;
}

export function ok<T>(data: T, msg = 'ok'): Success<T> {
  return { code: SUCCESS_CODE, msg, data };
}

const HTTP_OK = 200;
const errorCodes: ReadonlySet<number> = new Set(Object.values(ErrorCode));

/**
 * A refusal the client should see. Throw it anywhere in a request; the error handler renders
 * `{ code, msg }` with `status` as the HTTP status: 200 for a business code, the code itself for an
 * error code (it equals its HTTP status; the README table).
 */
export class AppError extends Error {
  readonly code: BusinessCode | ErrorCode;
  readonly status: number;
  constructor(code: BusinessCode | ErrorCode, msg: string) {
    super(msg);
    this.name = 'AppError';
    this.code = code;
    this.status = errorCodes.has(code) ? code : HTTP_OK;
  }
}

export const Errors = {
  unauthorized: () => new AppError(ErrorCode.Unauthorized, '未授权，请登录'),
  sessionExpired: () => new AppError(BusinessCode.SessionExpired, BusinessMessage.SessionExpired),
  forbidden: () => new AppError(ErrorCode.Forbidden, '拒绝访问'),
  notFound: (msg = '内容不存在') => new AppError(ErrorCode.NotFound, msg),
  badRequest: (msg: string) => new AppError(ErrorCode.BadRequest, `参数错误：${msg}`),
  tooMany: () => new AppError(ErrorCode.TooManyRequests, '操作过于频繁，请稍后再试'),
  business: (msg: string, code: BusinessCode = BusinessCode.Refused) => new AppError(code, msg),
};
