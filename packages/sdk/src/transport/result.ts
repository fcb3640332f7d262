import {
  type AnswerDetails,
  BusinessCode,
  fail,
  isPortalError,
  ok,
  PortalApiError,
  PortalHttpError,
  PortalSessionExpiredError,
  PortalUnknownError,
  type Result,
} from '../errors.js';

import { SUCCESS_CODE } from '../generated/business-codes.js';

// The answer code of success; every other code is a `BusinessCode` or an `ErrorCode` (an HTTP status).
export { SUCCESS_CODE };

interface Envelope {
  code: number;
  msg?: string;
  data?: unknown;
}

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';

/** The `data` of the success member (`code: 0`) of an answer union; calls without data give null. */
export type DataOf<E> = Extract<E, { code: typeof SUCCESS_CODE }> extends { data: infer D } ? D : null;

interface RawResult<E> {
  data?: E;
  error?: unknown;
  response: Response;
}

const pathOf = (url: string): string => {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};

/** Retry-After in seconds: a number of seconds or an HTTP date (RFC 9110 section 10.2.3). */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

const detailsOf = ({ status, headers }: Response): AnswerDetails => ({
  status,
  requestId: headers.get('x-request-id') ?? undefined,
  retryAfter: status === 429 || status === 503 ? retryAfterSeconds(headers.get('retry-after')) : undefined,
});

/**
 * Turns an openapi-fetch answer into `{data, error}`: an HTTP failure keeps the server's message (the
 * section-8 text without one), `{code != 0}` becomes an API error, code 2 a session-expired error,
 * and a timeout, a cancellation or a network failure its own error. Never rejects for those.
 */
export async function toResult<E>(call: Promise<RawResult<E>>): Promise<Result<DataOf<E>>> {
  let raw: RawResult<E>;
  try {
    raw = await call;
  } catch (error) {
    if (isPortalError(error)) return fail(error);
    return fail(new PortalUnknownError(error instanceof Error ? error.message : String(error), error));
  }
  const { response } = raw;
  const details = detailsOf(response);
  if (!response.ok) {
    const body = isEnvelope(raw.error) ? raw.error : undefined;
    return fail(new PortalHttpError(response.status, pathOf(response.url), body?.code, body?.msg, details));
  }
  const envelope: unknown = raw.data;
  if (!isEnvelope(envelope)) return fail(new PortalUnknownError('服务器返回格式错误', undefined, details));
  if (envelope.code === BusinessCode.SessionExpired)
    return fail(new PortalSessionExpiredError(envelope.msg || undefined, details));
  if (envelope.code !== SUCCESS_CODE)
    return fail(new PortalApiError(envelope.code as BusinessCode, envelope.msg || '请求失败', details));
  return ok(envelope.data as DataOf<E>, envelope.msg);
}
