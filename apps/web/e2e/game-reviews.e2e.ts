import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiURL,
  dismissAnnouncement,
  type Identity,
  launch,
  loginThroughUi,
  MOBILE,
  openPage,
  registerUser,
  toastSaying,
  waitForLayout,
} from './browser';
import { type SeedIds, seedIds } from './fixtures';
import { smallTapTargets } from './tap-targets';

// Game reviews on the game page at 375 px, against the real server: writing one moves the summary.
const SHOTS = process.env.E2E_SCREENSHOTS ?? path.join(tmpdir(), 'portal-game-reviews');

interface Rating {
  average: number | null;
  count: number;
}

let browser: Browser;
let ids: SeedIds;
beforeAll(async () => {
  browser = await launch();
  ids = await seedIds();
});
afterAll(() => browser?.close());

const ratingOf = async (appID: number): Promise<Rating> =>
  ((await (await fetch(`${apiURL()}/api/v1/games/${appID}/rating`)).json()) as { data: Rating }).data;

async function review(who: Identity, appID: number, rating: number, content: string) {
  const res = await fetch(`${apiURL()}/api/v1/games/${appID}/reviews/mine`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'UG-Uid': who.uid, 'UG-Token': who.token },
    body: JSON.stringify({ rating, content }),
  });
  expect(((await res.json()) as { code: number }).code).toBe(0);
}

describe('game reviews at 375 px', () => {
  it('writes a review with the star picker and sees the rating summary change', async () => {
    const appID = ids.freeGame.appID;
    // Four ratings from others, so this player's review is the one that brings the average out.
    const before = await ratingOf(appID);
    for (let i = before.count; i < 4; i++) await review(await registerUser(), appID, 5, `好玩 ${i}`);
    const start = await ratingOf(appID);
    const me = await registerUser();

    const t = await openPage(browser, MOBILE);
    const { page } = t;
    try {
      await page.goto('/login');
      await waitForLayout(page);
      await dismissAnnouncement(page);
      await loginThroughUi(page, me.name, me.password);
      await page.goto(`/detail/${appID}`);
      await waitForLayout(page);
      await dismissAnnouncement(page);
      const section = page.getByTestId('game-reviews');
      await section.scrollIntoViewIfNeeded();
      await expect.poll(() => section.getByTestId('rating-count').textContent()).toBe(`${start.count}人评分`);
      if (start.count < 5)
        await expect.poll(() => section.getByTestId('rating-average').textContent()).toBe('评分人数不足');

      await section.getByRole('button', { name: '写评价' }).click();
      const sheet = page.getByTestId('review-sheet');
      await sheet.waitFor();
      const publish = sheet.getByRole('button', { name: '发布' });
      expect(await publish.isDisabled()).toBe(true);
      // The picker is a radio group ("3星 还行" to a screen reader); a finger taps the third star.
      const three = sheet.getByRole('radio', { name: /^3星/ });
      await sheet.locator('label', { has: page.getByRole('radio', { name: /^3星/ }) }).click();
      expect(await three.isChecked()).toBe(true);
      await sheet.getByRole('textbox').fill('节奏不错，就是后期有点肝');
      await page.screenshot({ path: path.join(SHOTS, 'review-sheet.png') });
      // Every star, the field and the buttons are a finger's size (44 px) at 375 px.
      expect(await smallTapTargets(page)).toEqual([]);
      await publish.click();
      await toastSaying(page, '评价已发布').waitFor();

      const after = await ratingOf(appID);
      expect(after.count).toBe(start.count + 1);
      await expect.poll(() => section.getByTestId('rating-count').textContent()).toBe(`${after.count}人评分`);
      await expect
        .poll(() => section.getByTestId('rating-average').textContent())
        .toBe(after.average === null ? '评分人数不足' : after.average.toFixed(1));
      const first = section.getByTestId('review-item').first();
      await expect.poll(() => first.textContent()).toContain('节奏不错，就是后期有点肝');
      expect(await first.getAttribute('data-mine')).toBe('true');
      expect(await section.getByRole('button', { name: '修改评价' }).isVisible()).toBe(true);
      await section.scrollIntoViewIfNeeded();
      await toastSaying(page, '评价已发布').waitFor({ state: 'detached' });
      expect(await smallTapTargets(page)).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, 'reviews-after.png'), fullPage: true });
    } finally {
      await t.context.close();
    }
  });
});
