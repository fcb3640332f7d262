import { fail, isPortalError, ok, PortalUnknownError, type Result } from './errors.js';

/**
 * The square tags: fetched once and kept. A failure is handed back as the error (never an empty list
 * that looks like "no tags") and is retried next time.
 */
export function createTagCache<T>(load: () => Promise<Result<T[]>>): () => Promise<Result<T[]>> {
  let cached: T[] | null = null;
  let inflight: Promise<Result<T[]>> | null = null;
  return () => {
    if (cached) return Promise.resolve(ok(cached));
    inflight ??= load().then(
      (result) => {
        inflight = null;
        if (result.data) cached = result.data;
        return result;
      },
      (error: unknown) => {
        inflight = null;
        return fail<T[]>(isPortalError(error) ? error : new PortalUnknownError('标签加载失败', error));
      },
    );
    return inflight;
  };
}
