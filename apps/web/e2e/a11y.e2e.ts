import { appendFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launch, MOBILE, openPage, waitForLayout } from './browser';
import { type EveryRoute, everyRoute, THEMES, visitEveryRoute } from './every-route';
import { MIN_TAP_TARGET, smallTapTargets } from './tap-targets';

// Every screen is also saved as a picture per theme, to be looked at (E2E_SCREENSHOTS=<dir>).
const SHOTS = process.env.E2E_SCREENSHOTS ?? path.join(tmpdir(), 'portal-theme-screens');

let browser: Browser;
let routes: EveryRoute;
beforeAll(async () => {
  browser = await launch();
  routes = await everyRoute();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(() => browser?.close());

/**
 * The rules whose outcome can change with the theme (axe's `cat.color` rules at WCAG A and AA): a theme
 * changes colours only, so the other rules give the same answers in both and run in one of them.
 */
const COLOR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Serious and critical axe findings (WCAG 2.1 A and AA), one line per rule and element; `colorsOnly`
 * runs the colour rules alone.
 */
async function seriousFindings(
  page: Page,
  opts: { include?: string; colorsOnly?: boolean } = {},
): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (opts.colorsOnly) builder.withRules(COLOR_RULES);
  else builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  // Only violations are read: axe then skips gathering the passes, incomplete and inapplicable results,
  // the larger part of its work on a big page.
  builder.options({ resultTypes: ['violations'] });
  if (opts.include) builder.include(opts.include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (n) => `${v.id} ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ').trim()}`,
      ),
    );
}

const fileName = (route: string) => route.replace(/[/?=]+/g, '_').replace(/^_/, '') || 'home';

describe('axe finds no serious or critical violation at 375x812', () => {
  for (const theme of THEMES) {
    // The light walk runs every rule and measures every tappable element (sizes do not change with the
    // theme): one visit of each route serves both checks. The other themes are walked for their colours.
    const fullWalk = theme === 'light';
    it(`on every route, ${theme} theme${fullWalk ? `, where every tap target is at least ${MIN_TAP_TARGET} px both ways` : ' (colour rules)'}`, async () => {
      const findings: string[] = [];
      const smallTargets: string[] = [];
      const errors = await visitEveryRoute(browser, routes, MOBILE, theme, async (page, route) => {
        await page.screenshot({ path: path.join(SHOTS, `${theme}-${fileName(route.path)}.png`) });
        for (const f of await seriousFindings(page, { colorsOnly: !fullWalk })) {
          findings.push(`${route.path} ${f}`);
          appendFileSync(path.join(SHOTS, 'findings.txt'), `${theme} ${route.path} ${f}\n`);
        }
        if (fullWalk) for (const f of await smallTapTargets(page)) smallTargets.push(`${route.path} ${f}`);
      });
      expect(findings).toEqual([]);
      expect(smallTargets).toEqual([]);
      expect(errors).toEqual([]);
    }, 1_800_000);

    it(`on the announcement popup, ${theme} theme`, async () => {
      const { page, context } = await openPage(browser, MOBILE, { storage: { portal_theme: theme } });
      await page.goto('/');
      await waitForLayout(page);
      await page.getByTestId('announcement').waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(SHOTS, `${theme}-announcement.png`) });
      const findings = await seriousFindings(page, { include: 'dialog[data-popup]' });
      await context.close();
      expect(findings).toEqual([]);
    });
  }
});

describe('the reader on a desktop', () => {
  it('is paged with the keyboard: PageDown, arrows and Space bring the next or previous page to the top', async () => {
    const reader = routes.cases.find((c) => c.path.startsWith('/readbook/'));
    // 今日不再显示 already ticked (the SDK's record of it): no announcement over the pages.
    const { page, context, errors } = await openPage(browser, DESKTOP, {
      storage: { 'not-show': String(Date.now()) },
    });
    await page.goto(reader?.path ?? '/');
    await page.locator('[data-reader-page]').nth(3).waitFor({ state: 'attached' });
    expect(await page.locator('dialog').count()).toBe(0);
    const pageTops = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('[data-reader-page]')]
          .slice(0, 4)
          .map((el) => Math.round(el.getBoundingClientRect().top + window.scrollY)),
      );
    const tops = await pageTops();
    const at = () => page.evaluate(() => Math.round(window.scrollY));
    await page.keyboard.press('PageDown');
    await expect.poll(at).toBe(tops[1]);
    await page.keyboard.press('ArrowRight');
    await expect.poll(at).toBe(tops[2]);
    await page.keyboard.press('Space');
    await expect.poll(at).toBe(tops[3]);
    await page.keyboard.press('ArrowUp');
    await expect.poll(at).toBe(tops[2]);
    await page.keyboard.press('Shift+Space');
    await page.keyboard.press('PageUp');
    await expect.poll(at).toBe(tops[0]);
    await context.close();
    expect(errors).toEqual([]);
  });
});
