/**
 * The moment times on screen ("3分钟前") are told against. Normally now; while React renders a first
 * screen on the server, and while the browser hydrates that screen, the moment the server rendered it:
 * the same text on both sides, so a label crossing a minute in between does not throw the server's
 * screen away. Labels rendered after hydration use the real now again.
 */
let frozenAt: number | null = null;

/** Tells times against `at` until released (server render, hydration). */
export function freezeRenderClock(at: number): void {
  frozenAt = Number.isFinite(at) ? at : null;
}

/** Back to the real now. */
export function releaseRenderClock(): void {
  frozenAt = null;
}

/** The moment to tell times against. */
export function renderNow(): number {
  return frozenAt ?? Date.now();
}
