// The console on an operator's ordinary day, in Chromium at 1280x800 on the real server: an announcement
// made in 公告管理 (which says where it shows) is the popup a player gets on the web app; the audit log,
// in Chinese, filtered by operator and by day, holds the operators made on the command line; a post the
// moderator hid tells a player it was removed; customer
// service finds a player by name, grants make-up cards and sees the accounts waiting for deletion; no
// page load warns of a missing HydrateFallback.

import { MOBILE } from '@portal/test-support/browser';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleSuite, DESKTOP, shots } from './console-suite';
import { portalCall, registerPlayer } from './portal';

const suite = consoleSuite();
const { openPage, signIn, openArea } = suite;

const CHINA_OFFSET_MS = 8 * 3600_000;
/**
 * Today as the server counts days (China's, UTC+8), as a date box takes it: from 16:00 UTC on, the
 * machine's own date is still the day before.
 */
function today(): string {
  return new Date(Date.now() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The console's warnings and errors on the page (React Router's HydrateFallback warning among them). */
function consoleLines(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') lines.push(m.text());
  });
  return lines;
}

/** The audit table's body rows' text (the header row left out). */
async function auditRows(page: Page): Promise<string[]> {
  return page.locator('tbody tr').allInnerTexts();
}

async function filterAudit(page: Page, f: { operator: string; from: string; to: string }) {
  await page.getByLabel('操作人').selectOption({ label: f.operator });
  await page.getByLabel('开始日期').fill(f.from);
  await page.getByLabel('结束日期').fill(f.to);
  await page.getByRole('button', { name: '筛选' }).click();
}

describe("the console on an operator's day", () => {
  it('an announcement made and published in 公告管理 is the popup a player sees', async () => {
    const { page, context, errors } = await openPage(DESKTOP);
    const warnings = consoleLines(page);
    await signIn(page, 'yunying');
    await openArea(page, '公告管理');
    await page.getByRole('button', { name: '添加公告' }).click();
    const form = page.getByTestId('form-dialog');
    const title = `停服维护通知 ${Date.now() % 100000}`;
    await form.getByLabel('标题').fill(title);
    const position = form.getByLabel('显示位置');
    expect(await position.inputValue()).toBe('1');
    expect(await position.locator('option:checked').innerText()).toBe('启动弹窗（玩家打开应用时弹出）');
    await form.getByLabel('内容').fill('<p>今晚 22:00 停服维护两小时。</p>');
    await form.getByLabel('保存后立即发布').check();
    await page.screenshot({ path: `${shots}announcement-form-1280x800.png` });
    await form.getByRole('button', { name: '保存' }).click();
    const row = page.locator('tbody tr').filter({ hasText: title });
    await expect.poll(() => row.innerText()).toContain('已发布');
    expect(await row.innerText()).toContain('启动弹窗');
    await page.screenshot({ path: `${shots}announcements-1280x800.png` });
    expect(errors).toEqual([]);
    expect(warnings.filter((w) => w.includes('HydrateFallback'))).toEqual([]);
    await context.close();

    // A player opening the app gets it as the start-up popup (a rendered first screen is kept 5 s).
    const web = await openPage(MOBILE);
    let seen = false;
    for (let i = 0; i < 15 && !seen; i++) {
      await web.page.goto('/');
      seen = await web.page
        .getByRole('dialog')
        .filter({ hasText: title })
        .waitFor({ timeout: 4000 })
        .then(() => true)
        .catch(() => false);
    }
    expect(seen).toBe(true);
    await web.page.screenshot({ path: `${shots}announcement-player-375x812.png` });
    await web.context.close();
  });

  it('the audit log, in Chinese, filtered by operator and by day', async () => {
    const { page, context, errors } = await openPage(DESKTOP);
    const warnings = consoleLines(page);
    await signIn(page, 'root');
    await openArea(page, '操作日志');
    await filterAudit(page, { operator: 'yunying', from: today(), to: today() });
    await expect.poll(async () => (await auditRows(page)).join('\n')).toContain('新建公告');
    const rows = await auditRows(page);
    for (const r of rows) expect(r).toContain('yunying');
    expect(rows.join('\n')).toContain('公告');
    expect(rows.join('\n')).not.toContain('adminCreateAnnouncement');
    await page.screenshot({ path: `${shots}audit-filtered-1280x800.png` });

    // The three operators of this portal were made with admin:create: the log has them, by 命令行.
    await filterAudit(page, { operator: '命令行', from: today(), to: today() });
    await expect
      .poll(async () => (await auditRows(page)).filter((r) => r.includes('新建运营账号')).length)
      .toBe(3);

    // Another day: nothing.
    await filterAudit(page, { operator: 'yunying', from: '2020-01-01', to: '2020-01-02' });
    await expect.poll(async () => (await auditRows(page)).join('')).toBe('暂无数据');
    expect(errors).toEqual([]);
    expect(warnings.filter((w) => w.includes('HydrateFallback'))).toEqual([]);
    await context.close();
  });

  it('a post the moderator hid tells a player it was removed by the moderators, not that it waits for review', async () => {
    const [author, reader] = await Promise.all([registerPlayer(suite.portal), registerPlayer(suite.portal)]);
    const text = `刷屏广告 ${Date.now()}`;
    const created = await fetch(`${suite.portal.baseUrl}/api/v1/square/post`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'UG-Uid': author.uid, 'UG-Token': author.token },
      body: JSON.stringify({ content: text, tagId: 1 }),
    });
    const post = (await created.json()) as { code: number; data: { id: number } };
    expect(post.code).toBe(0);
    const { page, context, errors } = await openPage(DESKTOP);
    await signIn(page, 'shenhe');
    await openArea(page, '内容审核');
    await page.getByLabel('帖子内容').fill(text);
    await page.getByRole('button', { name: '搜索' }).click();
    const row = page.getByRole('row').filter({ hasText: text });
    await row.getByRole('button', { name: '隐藏' }).click();
    const dialog = page.getByTestId('confirm-dialog');
    await dialog.getByLabel('原因').fill('广告');
    await dialog.getByRole('button', { name: '隐藏' }).click();
    await expect.poll(() => row.innerText()).toContain('已隐藏');
    expect(errors).toEqual([]);
    await context.close();

    const web = await suite.playerOnWeb(reader);
    await web.page.goto(`/post/${post.data.id}`);
    await web.page.getByText('该内容已被管理员删除').first().waitFor();
    expect(await web.page.getByText('正在审核中').count()).toBe(0);
    await web.page.screenshot({ path: `${shots}post-removed-375x812.png` });
    await web.context.close();
  });

  it('customer service: a player found by name, make-up cards granted, the accounts waiting for deletion', async () => {
    const leaving = await registerPlayer(suite.portal);
    expect((await portalCall(suite.portal, '/user/account/delete', { confirm: 1 }, leaving)).code).toBe(0);
    const { page, context, errors } = await openPage(DESKTOP);
    await signIn(page, 'yunying');
    await openArea(page, '订单与流水');
    await page.getByRole('tab', { name: '用户账户' }).click();
    await page.getByText('输入用户的 UID、用户名或手机号').waitFor();
    await page.getByLabel('UID、用户名或手机号').fill('demo');
    await page.getByRole('button', { name: '查找' }).click();
    // One match opens at once; several are listed to pick from.
    const picked = page.getByRole('list', { name: '找到的用户' });
    await Promise.race([picked.waitFor(), page.getByTestId('user-balance').waitFor()]);
    if (await picked.isVisible())
      await picked.getByRole('button').filter({ hasText: /^demo/ }).first().click();
    await page.getByTestId('ledger').getByText('礼包奖励').first().waitFor();
    await page.getByRole('button', { name: '发放补签卡' }).click();
    const form = page.getByTestId('form-dialog');
    await form.getByLabel('补签卡数量').fill('2');
    await form.getByLabel('原因').fill('签到故障补偿');
    await page.screenshot({ path: `${shots}makeup-cards-1280x800.png` });
    await form.getByRole('button', { name: '确认发放' }).click();
    await page.getByTestId('toast').filter({ hasText: '现有补签卡 2 张' }).waitFor();
    await page.screenshot({ path: `${shots}user-account-1280x800.png`, fullPage: true });

    await page.getByRole('tab', { name: '待注销账号' }).click();
    const row = page.locator('tbody tr').filter({ hasText: leaving.uid });
    await expect.poll(() => row.innerText()).toContain(leaving.name);
    await page.screenshot({ path: `${shots}account-deletions-1280x800.png` });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the screens an operator reads: operator form hints, banners, the dashboard', async () => {
    const { page, context, errors } = await openPage(DESKTOP);
    await signIn(page, 'root');
    await openArea(page, '运营账号');
    await page.getByRole('button', { name: '添加账号' }).click();
    const form = page.getByTestId('form-dialog');
    await form.getByLabel('密码').waitFor();
    expect(await form.innerText()).not.toContain('留空则不改密码');
    await page.screenshot({ path: `${shots}operator-add-1280x800.png` });
    await form.getByRole('button', { name: '取消' }).click();
    await form.waitFor({ state: 'hidden' });
    await page.locator('tbody tr').first().getByRole('button', { name: '编辑' }).click();
    await expect.poll(() => form.innerText()).toContain('留空则不改密码');
    await form.getByRole('button', { name: '取消' }).click();

    await openArea(page, '首页横幅');
    await page.locator('tbody img').first().waitFor();
    await page.screenshot({ path: `${shots}banners-1280x800.png` });

    await openArea(page, '数据概览');
    await page.getByTestId('dashboard-totals').waitFor();
    await page.locator('canvas').first().waitFor();
    const legends = await page.locator('.u-legend').allInnerTexts();
    for (const l of legends) expect(l).not.toContain('--');
    await page.screenshot({ path: `${shots}dashboard-1280x800-legend.png`, fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});
