import { fail, isPortalError, PortalUnknownError, type Result } from './errors.js';

/**
 * The square tags: fetched once and kept. A failure is handed back as the error (never an empty list
 * that looks like "no tags") and is retried next time.
 */
export function createTagCache<T>(load: () => Promise<Result<T[]>>): () => Promise<Result<T[]>> {
  // The first answer with data is kept (a failure is tried again by the next call).
  let answer: Promise<Result<T[]>> | null = null;
  return () =>
    (answer ??= load().then(
      (result) => {
        if (!result.data) answer = null;
        return result;
      },
      (error: unknown) => {
        answer = null;
        return fail<T[]>(isPortalError(error) ? error : new PortalUnknownError('标签加载失败', error));
      },
    ));
}
