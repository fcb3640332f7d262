import type { Result } from './admin';
import type { Paged } from './use-list';

/** A whole list answered at once, as a single page (banners, FAQ). */
export async function asPage<T>(answer: Promise<Result<T[]>>): Promise<Result<Paged<T>>> {
  const r = await answer;
  return r.error ? r : { ...r, data: { records: r.data, total: r.data.length } };
}

/** The refusal's message, or null when the call went through. */
export async function refusal(answer: Promise<Result<unknown>>): Promise<string | null> {
  const { error } = await answer;
  return error ? error.message : null;
}
