import { describe, expect, it } from 'vitest';
import { go, loginAs, openAt, registerOn } from './account-server';
import { toastSaying } from './browser';
import { ownServerSuite } from './own-server-suite';

const own = ownServerSuite();

describe('welfare (福利: check-in, tasks, activities)', () => {
  it('checks in (streak 1, reward shown), then claims the check-in task', async () => {
    const user = await registerOn(own.server.url);
    const { page, close, errors } = await openAt(own.browser, own.server.url);
    await loginAs(page, user);
    await go(page, '/checkin');
    await page.getByTestId('checkin-streak').getByText('0').waitFor();
    await page.getByRole('button', { name: '立即签到' }).click();
    const burst = page.getByTestId('reward-burst');
    await burst.getByText(/^\+\d+ X钻$/).waitFor();
    await burst.getByText('签到成功，已连续签到1天').waitFor();
    await burst.getByRole('button', { name: '开心收下' }).click();
    await page.getByTestId('checkin-streak').getByText('1').waitFor();
    await page.getByRole('button', { name: '今日已签到' }).waitFor();
    expect(await page.locator('[data-testid="checkin-calendar"] [data-checked]').count()).toBe(1);

    await go(page, '/task');
    const task = page.getByTestId('task-item').filter({ hasText: '每日签到' });
    await task.getByRole('button', { name: '领取' }).click();
    await page.getByTestId('reward-burst').getByText('+5 X钻').waitFor();
    await page.getByTestId('reward-burst').getByRole('button', { name: '开心收下' }).click();
    await task.getByText('已领取').waitFor();
    expect(await task.getAttribute('data-status')).toBe('claimed');
    await close();
    expect(errors).toEqual([]);
  });

  it('a friend registering through my invite link rewards us both', async () => {
    const inviter = await registerOn(own.server.url);
    const a = await openAt(own.browser, own.server.url);
    await loginAs(a.page, inviter);
    await go(a.page, '/welfare');
    const link = await a.page.getByTestId('invite-link').innerText();
    expect(link).toMatch(/inviteCode=/);
    expect(await a.page.getByTestId('invited-count').innerText()).toBe('0');
    await a.page.getByRole('button', { name: '复制邀请码' }).click();
    await toastSaying(a.page, '复制成功').waitFor();

    const b = await openAt(own.browser, own.server.url);
    const invitee = `w9f${Math.random().toString(36).slice(2, 8)}`;
    await go(b.page, new URL(link).pathname + new URL(link).search);
    await b.page.getByRole('link', { name: '我的' }).click();
    await b.page.getByRole('link', { name: /登录 \/ 注册/ }).click();
    await b.page.getByRole('link', { name: '注册账号' }).click();
    // The login form, which has a 用户名 field too, stays on screen while the register page's chunk
    // loads: filling before the address changes typed the name into the login form (seen in CI).
    await b.page.waitForURL((u) => u.pathname === '/register');
    await b.page.getByLabel('确认密码').waitFor();
    await b.page.getByLabel('用户名').fill(invitee);
    await b.page.getByLabel('密码', { exact: true }).fill('secret123');
    await b.page.getByLabel('确认密码').fill('secret123');
    // Waiting on the answer first makes a slow machine's failure say what the server said, and a form
    // that never sent one say what the page showed instead.
    const [registered] = await Promise.all([
      b.page
        .waitForResponse((r) => r.url().includes('/portal/user/register'), { timeout: 30_000 })
        .catch(async (error: unknown) => {
          const shown = await b.page.evaluate(() => ({
            path: location.pathname,
            toasts: [...document.querySelectorAll('[data-toaster] > *')].map((t) => t.textContent),
            dialogs: [...document.querySelectorAll('dialog[open], [role="dialog"]')].map((d) =>
              d.textContent?.slice(0, 60),
            ),
            fields: [...document.querySelectorAll('input')].map((i) => i.value.length),
          }));
          throw new Error(`no register answer; the page showed ${JSON.stringify(shown)}`, { cause: error });
        }),
      b.page.getByRole('button', { name: '注册', exact: true }).click(),
    ]);
    expect(((await registered.json()) as { code: number }).code).toBe(0);
    // The guard takes the new user back to the profile they came from.
    await b.page.waitForURL((u) => u.pathname === '/profile', { timeout: 30_000 });
    await b.page.getByTestId('profile-name').getByText(invitee).waitFor();
    await go(b.page, '/xdetail');
    await b.page.getByTestId('ledger-item').filter({ hasText: '受邀注册奖励' }).getByText('+50').waitFor();

    await go(a.page, '/welfare');
    await a.page.getByTestId('invited-count').getByText('1').waitFor();
    expect(await a.page.getByTestId('invite-earned').innerText()).toContain('50');
    await go(a.page, '/xdetail');
    await a.page.getByTestId('ledger-item').filter({ hasText: '邀请好友奖励' }).getByText('+50').waitFor();
    await a.close();
    await b.close();
    expect([...a.errors, ...b.errors]).toEqual([]);
  });
});
