import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { go, openAt, registerOn } from './account-server';
import { dismissAnnouncement, toastSaying } from './browser';
import { ownServerSuite } from './own-server-suite';

// Make-up check-ins, gift codes, signed-in devices and account deletion, on a real server at 375 px.
// Up to 4 minutes to seed: the file's four tests share one server, worth waiting for on a busy machine.
const own = ownServerSuite(240_000);
const SHOTS = process.env.E2E_SCREENSHOTS ?? path.join(tmpdir(), 'portal-account-rewards');
const shot = (page: import('playwright-core').Page, name: string) =>
  page.screenshot({ path: path.join(SHOTS, `${name}.png`) });

/** A portal call straight on the own server, with a session when given. */
async function call<T>(
  pathName: string,
  body: Record<string, string | number>,
  who?: { uid: string; token: string },
) {
  const res = await fetch(`${own.server.url}/portal${pathName}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(who ? { 'ug-uid': who.uid, 'ug-token': who.token } : {}),
    },
    body: new URLSearchParams(
      Object.entries({ appID: 2008, channelID: '0', ...body }).map(([k, v]) => [k, String(v)]),
    ),
  });
  return (await res.json()) as { code: number; msg: string; data: T };
}

/**
 * The login form, filled once the announcement (which may pop up late on a busy machine and make the
 * page under it inert) is out of the way.
 */
async function signIn(page: import('playwright-core').Page, user: { name: string; password: string }) {
  await go(page, '/login');
  for (let attempt = 0; ; attempt += 1) {
    try {
      await page.getByLabel('用户名').fill(user.name, { timeout: 10_000 });
      await page.getByLabel('密码').fill(user.password, { timeout: 10_000 });
      await page.getByRole('button', { name: '登录', exact: true }).click({ timeout: 10_000 });
      break;
    } catch (err) {
      if (attempt >= 4) throw err;
      await dismissAnnouncement(page);
    }
  }
  await page.waitForURL((u) => u.pathname !== '/login', { timeout: 30_000 });
}

describe('gift codes, make-up check-ins, devices and deletion', () => {
  it('redeems a gift code on the gifts page, and says why a code is refused', async () => {
    const user = await registerOn(own.server.url);
    const { page, close, errors } = await openAt(own.browser, own.server.url);
    await signIn(page, user);
    await go(page, '/gifts');
    const box = page.getByTestId('redeem-box');
    await box.getByLabel('兑换码').fill('welcome-100');
    await box.getByRole('button', { name: '兑换' }).click();
    await toastSaying(page, '兑换成功，获得100 X钻').waitFor();
    await box.getByLabel('兑换码').fill('WELCOME100');
    await box.getByRole('button', { name: '兑换' }).click();
    await box.getByRole('alert').filter({ hasText: '你已兑换过该兑换码' }).waitFor();
    await box.getByLabel('兑换码').fill('SPRING2025');
    await box.getByRole('button', { name: '兑换' }).click();
    await box.getByRole('alert').filter({ hasText: '兑换码已过期' }).waitFor();
    await box.getByLabel('兑换码').fill('NOPE2345');
    await box.getByRole('button', { name: '兑换' }).click();
    await box.getByRole('alert').filter({ hasText: '兑换码不存在' }).waitFor();
    await shot(page, 'gifts-redeem');
    await close();
    expect(errors).toEqual([]);
  });

  it('earns a 补签卡 from a task and repairs a missed day on the calendar', async () => {
    const user = await registerOn(own.server.url);
    const login = await call<{ uid: string; token: string }>('/user/login', {
      name: user.name,
      password: user.password,
    });
    const tags = (await (await fetch(`${own.server.url}/api/v1/square/tag/list`)).json()) as {
      data: { id: number }[];
    };
    const post = await fetch(`${own.server.url}/api/v1/square/post`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'ug-uid': login.data.uid, 'ug-token': login.data.token },
      body: JSON.stringify({ content: '补签卡从这里来', tagId: tags.data[0]?.id, images: [] }),
    });
    expect(((await post.json()) as { code: number }).code).toBe(0);
    expect((await call('/user/task/claim', { taskId: 3 }, login.data)).msg).toBe(
      '领取成功，获得10 X钻和1张补签卡',
    );

    const { page, close, errors } = await openAt(own.browser, own.server.url);
    await signIn(page, user);
    await go(page, '/checkin');
    const bar = page.getByTestId('makeup-cards');
    await bar.waitFor();
    expect(await bar.innerText()).toMatch(/补签卡\s*1\s*张/);
    const repairable = page.locator('[data-repairable]');
    const count = await repairable.count();
    const today = Number(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', day: 'numeric' }).format(new Date()),
    );
    // A new account missed every day of this month before today.
    expect(count).toBe(today - 1);
    if (count > 0) {
      await shot(page, 'checkin-makeup');
      const label = (await repairable.first().getAttribute('aria-label')) ?? '';
      await repairable.first().click();
      const dialog = page.getByTestId('makeup-dialog');
      await dialog.getByText('消耗1张补签卡').waitFor();
      await dialog.getByRole('button', { name: '确认补签' }).click();
      await toastSaying(page, /补签成功/).waitFor();
      await page.getByLabel(label.replace('可补签', '已签到')).waitFor();
      await page.waitForFunction(() =>
        document.querySelector('[data-testid="makeup-cards"]')?.textContent?.includes('0'),
      );
      expect(await bar.innerText()).toMatch(/补签卡\s*0\s*张/);
      // No card left: no day is offered any more.
      expect(await page.locator('[data-repairable]').count()).toBe(0);
    }
    await close();
    expect(errors).toEqual([]);
  });

  it('lists both signed-in browsers and signs the other one out', async () => {
    const user = await registerOn(own.server.url);
    const first = await openAt(own.browser, own.server.url);
    const second = await openAt(own.browser, own.server.url);
    await signIn(first.page, user);
    await signIn(second.page, user);
    await go(first.page, '/user');
    const items = first.page.getByTestId('device-item');
    // The registration's own session too: three in all, this one first and marked.
    await first.page.waitForFunction(
      () => document.querySelectorAll('[data-testid="device-item"]').length === 3,
    );
    expect(await items.first().innerText()).toContain('本机');
    expect(await first.page.getByText('本机').count()).toBe(1);
    await items.first().scrollIntoViewIfNeeded();
    await shot(first.page, 'user-devices');
    await items.nth(1).getByRole('button', { name: /下线/ }).click();
    await toastSaying(first.page, '已下线该设备').waitFor();
    await first.page.waitForFunction(
      () => document.querySelectorAll('[data-testid="device-item"]').length === 2,
    );
    await first.page.getByRole('button', { name: '下线其他全部设备' }).click();
    await toastSaying(first.page, '已下线其他设备').waitFor();
    await first.page.waitForFunction(
      () => document.querySelectorAll('[data-testid="device-item"]').length === 1,
    );
    // The other browser's session is dead: its next login-only page sends it to login.
    await second.page.goto('/user');
    await second.page.waitForURL((u) => u.pathname === '/login', { timeout: 15_000 });
    await first.close();
    await second.close();
    expect(first.errors).toEqual([]);
  });

  it('asks for deletion after a warning, is logged out, and a login cancels it with a notice', async () => {
    const user = await registerOn(own.server.url);
    const login = await call<{ uid: string; token: string }>('/user/login', {
      name: user.name,
      password: user.password,
    });
    expect((await call('/user/gift/redeem', { code: 'XZUAN2026' }, login.data)).code).toBe(0);
    const { page, close, errors } = await openAt(own.browser, own.server.url);
    await signIn(page, user);
    await go(page, '/user');
    await page.getByRole('button', { name: '注销账号' }).click();
    const dialog = page.getByTestId('deletion-dialog');
    await dialog.getByText('你的 50 X钻 余额将被清空且无法恢复').waitFor();
    expect(await dialog.getByRole('button', { name: '确认注销' }).isDisabled()).toBe(true);
    await dialog.getByLabel('我已了解以上后果，仍要注销').check();
    await shot(page, 'user-deletion');
    await dialog.getByRole('button', { name: '确认注销' }).click();
    await toastSaying(page, '注销申请已提交，7天内登录可撤销').waitFor();
    await page.waitForURL((u) => u.pathname === '/profile');
    // Logged out everywhere: the old token is refused too.
    expect((await call('/user/center/me', { uid: login.data.uid }, login.data)).code).toBe(2);
    await signIn(page, user);
    await toastSaying(page, '账号注销申请已撤销，账号可继续正常使用').waitFor();
    await close();
    expect(errors).toEqual([]);
  });
});
