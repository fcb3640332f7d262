import type { Result } from './admin';
import type { NumberedPage } from './tables';

/** A whole list answered at once, as a single page (banners, FAQ). */
export async function asPage<T>(answer: Promise<Result<T[]>>): Promise<Result<NumberedPage<T>>> {
  const r = await answer;
  if (r.error) return r;
  const size = Math.max(1, r.data.length);
  return { ...r, data: { records: r.data, total: r.data.length, currentPage: 1, pageSize: size } };
}

/** The refusal's message, or null when the call went through. */
export async function refusal(answer: Promise<Result<unknown>>): Promise<string | null> {
  const { error } = await answer;
  return error ? error.message : null;
}
