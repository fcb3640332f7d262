import { useEffect } from 'react';

const NEXT = new Set(['ArrowDown', 'ArrowRight', 'PageDown', ' ']);
const PREVIOUS = new Set(['ArrowUp', 'ArrowLeft', 'PageUp']);

/** A page's top this close to the top of the screen counts as being at it (rounding of scroll offsets). */
const AT_TOP = 2;

/**
 * Desktop reading with the keyboard: ↓ → PageDown and Space bring the next page to the top of the
 * screen, ↑ ← PageUp and Shift+Space the previous one. Keys typed into a field or on a control are left
 * alone.
 */
export function useKeyboardPaging(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target instanceof Element ? e.target : null;
      if (
        target?.closest(
          'input, textarea, select, [contenteditable=true], button, a[href], dialog, [role=dialog]',
        )
      )
        return;
      const forward = NEXT.has(e.key) && !(e.key === ' ' && e.shiftKey);
      const backward = PREVIOUS.has(e.key) || (e.key === ' ' && e.shiftKey);
      if (!forward && !backward) return;
      const tops = [...document.querySelectorAll('[data-reader-page]')].map(
        (el) => el.getBoundingClientRect().top,
      );
      const to = forward ? tops.find((top) => top > AT_TOP) : tops.findLast((top) => top < -AT_TOP);
      if (to === undefined) return;
      e.preventDefault();
      window.scrollBy({ top: to });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
