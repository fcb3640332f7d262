import {
  fail,
  isPortalError,
  ok,
  PortalApiError,
  PortalHttpError,
  PortalSessionExpiredError,
  PortalUnknownError,
  type Result,
  SESSION_EXPIRED_CODE,
} from '../errors.js';

interface Envelope {
  code: number;
  msg?: string;
  data?: unknown;
}

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';

/** The `data` of the success member (`code: 0`) of an answer union; calls without data give null. */
export type DataOf<E> = Extract<E, { code: 0 }> extends { data: infer D } ? D : null;

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

/**
 * Turns an openapi-fetch answer into `{data, error}`: HTTP failures get the Chinese catalogue message,
 * `{code != 0}` becomes an API error, code 2 a session-expired error. Cancellation still rejects.
 */
export async function toResult<E>(call: Promise<RawResult<E>>): Promise<Result<DataOf<E>>> {
  let raw: RawResult<E>;
  try {
    raw = await call;
  } catch (error) {
    if (isPortalError(error)) {
      if (error.kind === 'cancelled') throw error;
      return fail(error);
    }
    return fail(new PortalUnknownError(error instanceof Error ? error.message : String(error), error));
  }
  const { response } = raw;
  if (!response.ok) {
    const body = isEnvelope(raw.error) ? raw.error : undefined;
    return fail(new PortalHttpError(response.status, pathOf(response.url), body?.code, body?.msg));
  }
  const envelope: unknown = raw.data;
  if (!isEnvelope(envelope)) return fail(new PortalUnknownError('服务器返回格式错误'));
  if (envelope.code === SESSION_EXPIRED_CODE)
    return fail(new PortalSessionExpiredError(envelope.msg || undefined));
  if (envelope.code !== 0)
    return fail(new PortalApiError(envelope.code, envelope.msg ?? '请求失败', response.status));
  return ok(envelope.data as DataOf<E>, envelope.msg);
}
