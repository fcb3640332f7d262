import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { go, loginAs, openAt, registerOn } from './account-server';
import { ownServerSuite } from './own-server-suite';

const own = ownServerSuite();
const SHOTS = process.env.E2E_SCREENSHOTS ?? path.join(tmpdir(), 'portal-notifications');

/** A player who follows `uid`, over the square's API (the follow reaches `uid`'s inbox through the job queue). */
async function follow(base: string, uid: string): Promise<void> {
  const fan = await registerOn(base);
  const login = await fetch(`${base}/portal/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ appID: '2008', channelID: '0', name: fan.name, password: fan.password }),
  });
  const session = ((await login.json()) as { data: { uid: string; token: string } }).data;
  const res = await fetch(`${base}/api/v1/user/follow/${uid}`, {
    method: 'POST',
    headers: { 'x-requested-with': 'XMLHttpRequest', 'ug-uid': session.uid, 'ug-token': session.token },
  });
  expect(((await res.json()) as { code: number }).code).toBe(0);
}

it('shows the unread badge on 我的, the inbox by tab, and clears it with 全部已读 (375 px)', async () => {
  const user = await registerOn(own.server.url);
  await follow(own.server.url, user.uid);
  const { page, close, errors } = await openAt(own.browser, own.server.url);
  await loginAs(page, user);
  await go(page, '/profile');
  // Welcome messages and the new follower: the badge on the 我的 tab counts them.
  const badge = page.getByTestId('tab-bar').getByTestId('unread-count');
  await badge.waitFor();
  expect(Number(await badge.innerText())).toBeGreaterThanOrEqual(2);

  await go(page, '/message');
  await page.getByRole('tab', { name: /关注/ }).click();
  const row = page.getByTestId('message-item').first();
  await row.waitFor();
  expect(await row.innerText()).toContain(`关注了你`);
  expect(await row.getAttribute('data-read')).toBe('false');
  await page.screenshot({ path: path.join(SHOTS, 'inbox-follow-tab.png') });

  await page.getByRole('tab', { name: /全部/ }).click();
  await page.getByTestId('read-all').click();
  await page.getByText('没有未读消息').waitFor();
  await page.screenshot({ path: path.join(SHOTS, 'inbox-all-read.png') });
  await go(page, '/profile');
  await page.getByTestId('tab-bar').waitFor();
  await page.waitForFunction(
    () => !document.querySelector('[data-testid="tab-bar"] [data-testid="unread-count"]'),
  );

  await go(page, '/notify-settings');
  const like = page.locator('[data-kind="like"]');
  await like.getByRole('button', { name: '关闭' }).click();
  await page.waitForFunction(
    () => document.querySelector('[data-kind="like"] button[aria-pressed="true"]')?.textContent === '关闭',
  );
  await page.screenshot({ path: path.join(SHOTS, 'notify-settings.png') });
  await close();
  expect(errors).toEqual([]);
});
