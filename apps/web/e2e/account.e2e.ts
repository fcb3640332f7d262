import { inflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { go, loginAs, openAt, registerOn } from './account-server';
import { dismissAnnouncement, holdBack, readableTexts, toastSaying, waitForLayout } from './browser';
import { ownServerSuite } from './own-server-suite';

const own = ownServerSuite();

/** The colour drawn at one point of the page, read from a 1x1 screenshot. */
async function pixelAt(page: Page, x: number, y: number): Promise<[number, number, number]> {
  const png = await page.screenshot({ clip: { x, y, width: 1, height: 1 }, scale: 'css' });
  // The image data is the IDAT chunks' contents joined; its one row is a filter byte and the pixel,
  // which no filter changes when there is no pixel before it or above it.
  const data: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') data.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const row = inflateSync(Buffer.concat(data));
  return [row[1] ?? 0, row[2] ?? 0, row[3] ?? 0];
}

const newPhone = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForLayout(page);
  await dismissAnnouncement(page);
}

async function profileName(page: Page): Promise<string> {
  await page.goto('/profile');
  await page.getByTestId('profile-name').waitFor();
  return page.getByTestId('profile-name').innerText();
}

describe('accounts', () => {
  it('registers by name, logs out, and logs back in by name', async () => {
    const { page, close, errors } = await openAt(own.browser, own.server.url);
    const name = `w9${Math.random().toString(36).slice(2, 9)}`;
    await open(page, '/register');
    await page.getByLabel('用户名').fill(name);
    await page.getByLabel('密码', { exact: true }).fill('secret123');
    await page.getByLabel('确认密码').fill('secret123');
    await page.getByRole('button', { name: '注册', exact: true }).click();
    await toastSaying(page, `欢迎回来:${name}`).waitFor();
    await page.waitForURL((u) => u.pathname === '/');
    expect(await profileName(page)).toContain(name);

    // The announcement now opens with the first screen: close it before using the page under it.
    await open(page, '/user');
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.waitForURL((u) => u.pathname === '/profile');
    await page.getByText('登录 / 注册，解锁更多精彩').waitFor();

    await open(page, '/login');
    await page.getByLabel('用户名').fill(name);
    await page.getByLabel('密码').fill('secret123');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/');
    expect(await profileName(page)).toContain(name);
    await close();
    expect(errors).toEqual([]);
  });

  it('explains each bad input in Chinese before anything is sent', async () => {
    const { page, close } = await openAt(own.browser, own.server.url);
    await open(page, '/register');
    await page.getByLabel('用户名').fill('a');
    await page.getByLabel('密码', { exact: true }).fill('secret123');
    await page.getByLabel('确认密码').fill('secret123');
    await page.getByRole('button', { name: '注册', exact: true }).click();
    await page.getByText('用户名长度需在 2-16 之间').waitFor();
    await page.getByLabel('用户名').fill('abc');
    await page.getByLabel('密码', { exact: true }).fill('123');
    await page.getByLabel('确认密码').fill('123');
    await page.getByRole('button', { name: '注册', exact: true }).click();
    await page.getByText('密码长度需在 6-32 之间').waitFor();

    await open(page, '/other');
    await page.getByLabel('手机号').fill('12345678901');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByText('手机号格式不正确').first().waitFor();

    await open(page, '/login');
    await page.getByLabel('用户名').fill('nobody-here');
    await page.getByLabel('密码').fill('wrongpass');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await toastSaying(page, '用户名或密码错误').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await close();
  });

  it('logs in by phone with the development SMS code and creates the account', async () => {
    const { page, close, errors } = await openAt(own.browser, own.server.url);
    const phone = newPhone();
    await open(page, '/other');
    await page.getByLabel('手机号').fill(phone);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await toastSaying(page, '验证码已发送').waitFor();
    // The resend button counts down from 60 s and is disabled meanwhile.
    const resend = page.getByRole('button', { name: /s后重发$/ });
    await resend.waitFor();
    expect(await resend.isDisabled()).toBe(true);
    expect(Number((await resend.innerText()).replace(/\D/g, ''))).toBeGreaterThanOrEqual(58);

    await page.getByLabel('验证码').fill(await own.server.smsCode(phone));
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await toastSaying(page, /^欢迎回来:/).waitFor();
    await page.waitForURL((u) => u.pathname === '/');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}'));
    expect(stored.newAccount).toBe(1);
    expect(stored.uid).toMatch(/^\d+$/);
    await page.goto('/profile');
    await page.getByText(`UID：${stored.uid}`).waitFor();
    await close();
    expect(errors).toEqual([]);
  });

  it('refuses a wrong SMS code with a clear message and stays a guest', async () => {
    const { page, close } = await openAt(own.browser, own.server.url);
    const phone = newPhone();
    await open(page, '/other');
    await page.getByLabel('手机号').fill(phone);
    await page.getByRole('button', { name: '获取验证码' }).click();
    const real = await own.server.smsCode(phone);
    await page.getByLabel('验证码').fill(real === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await toastSaying(page, '验证码错误或已过期').waitFor();
    expect(new URL(page.url()).pathname).toBe('/other');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}').uid ?? '')).toBe(
      '',
    );
    await close();
  });

  it('binds a phone with an SMS code and shows it masked on the profile page', async () => {
    const user = await registerOn(own.server.url);
    const { page, close, errors } = await openAt(own.browser, own.server.url);
    await loginAs(page, user);
    await go(page, '/user');
    await page.getByRole('link', { name: /手机号\s*未绑定/ }).click();
    await page.waitForURL((u) => u.pathname === '/bind');
    const phone = newPhone();
    await page.getByLabel('手机号').fill(phone);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByLabel('验证码').fill(await own.server.smsCode(phone));
    await page.getByRole('button', { name: '绑定手机', exact: true }).click();
    await toastSaying(page, '绑定手机成功').waitFor();
    await page.waitForURL((u) => u.pathname === '/user');
    await page.getByText(`${phone.slice(0, 3)}****${phone.slice(7)}`).waitFor();
    await close();
    expect(errors).toEqual([]);
  });

  it('a token in the address logs in on arrival, and the welcome toast shows above the announcement', async () => {
    const user = await registerOn(own.server.url);
    const token = await own.server.loginToken(user.uid);
    const { page, close, errors } = await openAt(own.browser, own.server.url);
    // The page's own code arrives late (a slow phone, a slow network): the login the address asks for
    // is done by then, and its greeting must still show.
    await holdBack(page, '**/assets/square-page-*.js');
    await page.goto(`/square?token=${encodeURIComponent(token)}`);
    const greeting = page.getByTestId('toast').filter({ hasText: `欢迎回来:${user.name}` });
    await greeting.waitFor();
    // The server's popup became the page's modal during start-up, while the greeting was on its way.
    await page.waitForFunction(() => document.querySelector('dialog[data-popup]')?.matches(':modal'));
    await greeting.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished))); // pop-in
    const box = await greeting.boundingBox();
    if (!box) throw new Error('the toast has no box');
    // Inside the toast's padding, where its green shows: under the popup's backdrop it would be dimmed
    // to half. (Hit-testing cannot tell: with a modal open, everything outside it is inert to clicks.)
    // The success green is #137438 at 90 %: about (29, 117, 63) on top, half that dimmed. Polled: a
    // loaded machine may still be settling the popup's entrance when the first sample is taken.
    const green = async () => {
      const [r, g, b] = await pixelAt(page, box.x + 6, box.y + box.height / 2);
      return g > 90 && r < 80 && b < 120;
    };
    await expect.poll(green, { timeout: 10_000 }).toBe(true);
    // Seen is not heard: the modal makes the toast itself inert, so a screen reader must find the
    // greeting inside the popup (Chromium's own accessibility tree, as a screen reader gets it).
    expect(await readableTexts(page)).toContain(`欢迎回来:${user.name}`);
    await close();
    expect(errors).toEqual([]);
  });
});
