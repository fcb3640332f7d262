/** The one answer shape of both families: `{ code, msg, data }` (openapi/README.md "Answers"). */
export interface Answer<T> {
  code: number;
  msg: string;
  data: T;
}

export function ok<T>(data: T, msg = 'ok'): Answer<T> {
  return { code: 0, msg, data };
}

/**
 * A refusal the client should see. Throw it anywhere in a request; the error handler renders
 * `{ code, msg }` with `status` as the HTTP status (200 for business codes, per the README table).
 */
export class AppError extends Error {
  readonly code: number;
  readonly status: number;
  constructor(code: number, msg: string, status = 200) {
    super(msg);
    this.name = 'AppError';
    this.code = code;
    this.status = status;
  }
}

export const Errors = {
  unauthorized: () => new AppError(401, '未授权，请登录', 401),
  sessionExpired: () => new AppError(2, '登录已失效，请重新登录', 200),
  forbidden: () => new AppError(403, '拒绝访问', 403),
  notFound: (msg = '内容不存在') => new AppError(404, msg, 404),
  badRequest: (msg: string) => new AppError(400, `参数错误：${msg}`, 400),
  tooMany: () => new AppError(429, '操作过于频繁，请稍后再试', 429),
  business: (msg: string, code = 1) => new AppError(code, msg, 200),
};
