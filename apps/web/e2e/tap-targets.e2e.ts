import { appendFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, MOBILE } from './browser';
import { type EveryRoute, everyRoute, visitEveryRoute } from './every-route';

const MIN = 44;

let browser: Browser;
let routes: EveryRoute;
beforeAll(async () => {
  browser = await launch();
  routes = await everyRoute();
});
afterAll(() => browser?.close());

describe('tap targets at 375x812', () => {
  it(`every tappable element of every route is at least ${MIN} px both ways`, async () => {
    const small: string[] = [];
    await visitEveryRoute(browser, routes, MOBILE, 'light', async (page, route) => {
      const found = await page.evaluate((min) => {
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
      }, MIN);
      for (const f of found) small.push(`${route.path} ${f}`);
      // What is found so far, for a long walk watched as it goes (E2E_TAP_LOG=<file>).
      if (process.env.E2E_TAP_LOG)
        appendFileSync(process.env.E2E_TAP_LOG, `${route.path} ${found.join('; ')}\n`);
    });
    expect(small).toEqual([]);
  }, 1_800_000);
});
