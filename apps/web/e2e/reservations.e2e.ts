import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dismissAnnouncement,
  launch,
  loginThroughUi,
  MOBILE,
  openPage,
  portalCall,
  registerUser,
  toastSaying,
  waitForLayout,
} from './browser';

// Reservations (预约) at 375 px on the real, seeded server: an upcoming game shows 预约 with its count
// and release time instead of a download; reserving turns it into 已预约 with the count one higher,
// and the game is in 我的预约.
const SHOTS = process.env.E2E_SCREENSHOTS ?? path.join(tmpdir(), 'portal-reservations');

interface Listed {
  appID: number;
  name: string;
  upcoming: boolean;
  reservationCount: number;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(() => browser?.close());

describe('reservations at 375 px', () => {
  it('reserves an upcoming game: 预约 becomes 已预约, the count grows, and 我的预约 lists it', async () => {
    const list = await portalCall<{ records: Listed[] }>('/web/game/list', { pageSize: 50 });
    const game = list.data.records.find((g) => g.upcoming);
    if (!game) throw new Error('the seed has no upcoming game');
    const user = await registerUser();
    const { page, context } = await openPage(browser, MOBILE);
    try {
      await page.goto('/login');
      await waitForLayout(page);
      await dismissAnnouncement(page);
      await loginThroughUi(page, user.name, user.password);

      // The games list shows 预约 for it instead of a price.
      await page.goto('/games');
      await waitForLayout(page);
      const row = page.locator('[data-testid="game-list"]:visible a', { hasText: game.name });
      await row.waitFor();
      expect(await row.textContent()).toContain('预约');

      await page.goto(`/detail/${game.appID}`);
      await waitForLayout(page);
      await dismissAnnouncement(page);
      const button = page.getByTestId('reserve-button');
      await button.waitFor();
      expect(await page.getByTestId('download-button').count()).toBe(0);
      expect((await button.textContent())?.trim()).toBe('预约');
      expect(await page.getByTestId('release-time').textContent()).toMatch(
        /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} 上线$/,
      );
      const before = await page.getByTestId('reservation-count').textContent();
      await page.screenshot({ path: path.join(SHOTS, 'reservation-before.png') });

      await button.click();
      await toastSaying(page, '预约成功，上线时会通知你').waitFor();
      await page.getByRole('button', { name: '已预约' }).waitFor();
      const after = await page.getByTestId('reservation-count').textContent();
      expect(before).toBe(`${game.reservationCount}人预约`);
      expect(after).toBe(`${game.reservationCount + 1}人预约`);
      await page.screenshot({ path: path.join(SHOTS, 'reservation-after.png') });

      // A reload still says 已预约 with the new count (the server's answer, not the page's memory).
      await page.reload();
      await waitForLayout(page);
      await page.getByRole('button', { name: '已预约' }).waitFor();
      expect(await page.getByTestId('reservation-count').textContent()).toBe(
        `${game.reservationCount + 1}人预约`,
      );

      await page.goto('/profile');
      await waitForLayout(page);
      // A signed-in user's announcement comes from the network and may open over the page first.
      await dismissAnnouncement(page);
      await page.getByRole('link', { name: '我的预约' }).click();
      const mine = page.getByTestId('reservation-list');
      await mine.waitFor();
      await dismissAnnouncement(page);
      expect(await mine.locator('h3').allTextContents()).toEqual([game.name]);
      await page.screenshot({ path: path.join(SHOTS, 'my-reservations.png') });
    } finally {
      await context.close();
    }
  });
});
