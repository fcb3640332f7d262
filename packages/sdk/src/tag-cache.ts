import type { Result } from './errors.js';

/** The square tags: fetched once and kept; a failure gives an empty list and is retried next time. */
export function createTagCache<T>(load: () => Promise<Result<T[]>>): () => Promise<T[]> {
  let cached: T[] | null = null;
  let inflight: Promise<T[]> | null = null;
  return () => {
    if (cached) return Promise.resolve(cached);
    inflight ??= load().then(
      ({ data }) => {
        inflight = null;
        if (data) cached = data;
        return data ?? [];
      },
      () => {
        inflight = null;
        return [];
      },
    );
    return inflight;
  };
}
