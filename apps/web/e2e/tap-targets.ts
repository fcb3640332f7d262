import type { Page } from 'playwright-core';

/** The least a finger needs, both ways (WCAG 2.5.5's 44 px). */
export const MIN_TAP_TARGET = 44;

/**
 * Every tappable element of the page as it stands that is smaller than {@link MIN_TAP_TARGET} either
 * way, one line each: its tag, name and size.
 */
export function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const tappable =
      'a[href], button, input:not([type=hidden]), select, textarea, summary, ' +
      'label:has(input[type=checkbox], input[type=radio], input[type=file]), ' +
      '[role=button], [role=link], [role=tab], [role=radio], [role=checkbox], [role=switch], [role=menuitem]';
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(tappable)) {
      // Only what a finger can reach now: shown, not under a modal or an inert part of the page.
      if (
        el.closest('[inert], [aria-hidden=true], [hidden]') ||
        !el.checkVisibility({ visibilityProperty: true })
      )
        continue;
      // A box with a label around it taps through the label, a visually hidden field (1 px) through
      // the label or button that stands for it: those are what is measured. (A label beside its
      // field only repeats the field's own target.)
      const { width, height } = el.getBoundingClientRect();
      if (
        el instanceof HTMLInputElement &&
        ((el.closest('label') && ['checkbox', 'radio'].includes(el.type)) || (width <= 1 && height <= 1))
      )
        continue;
      if (width === 0 && height === 0) continue;
      if (width < min - 0.5 || height < min - 0.5) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 20);
        out.push(`${el.tagName.toLowerCase()} "${name}" ${Math.round(width)}x${Math.round(height)}`);
      }
    }
    return out;
  }, MIN_TAP_TARGET);
}
