// The console's review queue and gift codes in Chromium on the real server, with the player's web app
// beside it (375x812): a player reports a post, the moderator upholds it in 举报审核 and the post leaves
// the square; an operator makes a gift code for a pack in 礼包管理 and a player redeems it on 我的礼包.
import { describe, expect, it } from 'vitest';
import { consoleSuite, DESKTOP, dismissAnnouncement, shots } from './console-suite';
import { registerPlayer } from './portal';

const suite = consoleSuite();
const { openPage, signIn, openArea, playerOnWeb } = suite;

async function squareHas(text: string): Promise<boolean> {
  const res = await fetch(`${suite.portal.baseUrl}/api/v1/square/post/list?sort=2&pageSize=50`);
  const body = (await res.json()) as { data: { records: { content: string }[] } };
  return body.data.records.some((p) => p.content === text);
}

describe('report review and gift codes in the console', () => {
  it('a player reports a post on the web app; the moderator upholds it in 举报审核; it leaves the square', async () => {
    const [author, reporter] = await Promise.all([
      registerPlayer(suite.portal),
      registerPlayer(suite.portal),
    ]);
    const text = `加微信领福利 ${Date.now()}`;
    const created = await fetch(`${suite.portal.baseUrl}/api/v1/square/post`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'UG-Uid': author.uid, 'UG-Token': author.token },
      body: JSON.stringify({ content: text, tagId: 1 }),
    });
    const post = (await created.json()) as { code: number; data: { id: number } };
    expect(post.code).toBe(0);
    expect(await squareHas(text)).toBe(true);

    // The reporter, on the post's page: ⋯ → 举报帖子 → a reason and a word → 提交.
    const web = await playerOnWeb(reporter);
    await web.page.goto(`/post/${post.data.id}`);
    await web.page.getByTestId('post-detail').waitFor();
    await dismissAnnouncement(web.page);
    await web.page.getByRole('button', { name: '更多操作' }).click();
    await web.page.getByTestId('post-menu').getByRole('button', { name: '举报帖子' }).click();
    const dialog = web.page.getByTestId('report-dialog');
    await dialog.getByText('垃圾广告').click();
    await dialog.getByLabel('补充说明（选填）').fill('反复发广告');
    await dialog.getByRole('button', { name: '提交' }).click();
    await web.page.getByTestId('toast').filter({ hasText: '举报成功' }).waitFor();
    expect(web.errors).toEqual([]);
    await web.context.close();

    // The moderator: 内容审核 → 举报审核 shows the post, its reason and count; 维持处理 with a reason.
    const { page, context, errors } = await openPage(DESKTOP);
    await signIn(page, 'shenhe');
    await openArea(page, '内容审核');
    await page.getByRole('tab', { name: '举报审核' }).click();
    const row = page.getByRole('row').filter({ hasText: text });
    await expect.poll(() => row.innerText()).toContain('垃圾广告 ×1');
    expect(await row.innerText()).toContain('反复发广告');
    expect(await row.getByTestId('reporters').innerText()).toBe('1');
    await page.screenshot({ path: `${shots}reports-1280x800.png` });
    await row.getByRole('button', { name: '维持处理' }).click();
    const confirm = page.getByTestId('confirm-dialog');
    await confirm.getByLabel('原因').fill('广告引流');
    await confirm.getByRole('button', { name: '维持处理' }).click();
    // While the dialog is open the table is hidden from the accessibility tree (rows count 0 by role):
    // wait for the answer and the dialog to go before looking at the queue.
    await page.getByTestId('toast').filter({ hasText: '已维持处理' }).waitFor();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => row.count()).toBe(0);
    await page.screenshot({ path: `${shots}reports-upheld-1280x800.png` });
    expect(await squareHas(text)).toBe(false);
    // The decision is in the audit log, under the moderator's name.
    await openArea(page, '操作日志');
    await expect.poll(() => page.getByRole('row').filter({ hasText: '处理举报' }).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an operator makes a gift code for a pack in 礼包管理; a player redeems it on 我的礼包', async () => {
    const { page, context, errors } = await openPage(DESKTOP);
    await signIn(page, 'yunying');
    await openArea(page, '礼包管理');
    // A seeded pack with codes left.
    const packRow = page
      .getByRole('row')
      .filter({ hasText: /\d+\/\d+/ })
      .filter({ hasNotText: /\b0\/\d+/ })
      .first();
    await packRow.waitFor();
    const packTitle = (await packRow.getByRole('cell').first().innerText()).trim();
    await packRow.getByRole('button', { name: '兑换码' }).click();
    const section = page.getByTestId('redeem-codes');
    await section.getByRole('heading', { name: /兑换码 · 礼包 #\d+/ }).waitFor();
    await section.getByRole('button', { name: '生成兑换码' }).click();
    const form = page.getByTestId('form-dialog');
    await form.getByLabel('生成数量').fill('1');
    await form.getByLabel('每个码可用人数').fill('1');
    // Empty expiry is refused in Chinese before anything is sent.
    await form.getByRole('button', { name: '生成' }).click();
    await form.getByText('请填写过期时间').waitFor();
    const inWeek = new Date(Date.now() + 7 * 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    await form
      .getByLabel('过期时间')
      .fill(`${inWeek.getFullYear()}-${pad(inWeek.getMonth() + 1)}-${pad(inWeek.getDate())}T12:00`);
    await form.getByLabel('备注 (玩家不可见)').fill('e2e 活动');
    await form.getByRole('button', { name: '生成' }).click();
    const made = section.getByTestId('made-codes');
    await made.waitFor();
    const code = (await made.locator('p.font-mono').innerText()).trim();
    expect(code).toMatch(/^[0-9A-Z]{10}$/);
    const codeRow = section.getByRole('row').filter({ hasText: code });
    await expect.poll(() => codeRow.getByTestId('code-uses').innerText()).toBe('0/1');
    await page.screenshot({ path: `${shots}redeem-codes-1280x800.png` });

    // The player redeems it on 我的礼包 and gets the pack.
    const player = await registerPlayer(suite.portal);
    const web = await playerOnWeb(player);
    await web.page.goto('/gifts');
    await dismissAnnouncement(web.page);
    const box = web.page.getByTestId('redeem-box');
    await box.getByLabel('兑换码').fill(code.toLowerCase());
    await box.getByRole('button', { name: '兑换' }).click();
    await web.page.getByTestId('toast').filter({ hasText: '兑换成功' }).waitFor();
    await web.page.screenshot({ path: `${shots}web-gifts-redeemed-375x812.png` });
    expect(web.errors).toEqual([]);
    await web.context.close();

    // Back in the console: the code shows as used, and 停用 stops it.
    await section.getByRole('button', { name: '筛选' }).click();
    await expect.poll(() => codeRow.getByTestId('code-uses').innerText()).toBe('1/1');
    expect(await codeRow.innerText()).toContain(packTitle);
    await codeRow.getByRole('button', { name: '停用' }).click();
    const confirm = page.getByTestId('confirm-dialog');
    await confirm.getByLabel('原因').fill('活动结束');
    await confirm.getByRole('button', { name: '停用' }).click();
    await expect.poll(() => codeRow.innerText()).toContain('已失效');
    expect(errors).toEqual([]);
    await context.close();
  });
});
