/** The id of the JSON data block the server puts into the HTML of '/' (apps/server http/first-screen.ts). */
export const FIRST_SCREEN_ID = 'portal-first-screen';

/**
 * The first screen's data delivered with the HTML, or null. It is taken once: the element is removed
 * so a later visit fetches fresh data. Never throws; a broken block just means fetching as usual.
 */
export function takeFirstScreen<T>(): T | null {
  if (typeof document === 'undefined') return null;
  const el = document.getElementById(FIRST_SCREEN_ID);
  if (!el) return null;
  el.remove();
  try {
    return JSON.parse(el.textContent ?? '') as T;
  } catch {
    return null;
  }
}
