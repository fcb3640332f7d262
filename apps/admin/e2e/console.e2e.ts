// The operators' console in Chromium on the real server, with the player's web app beside it: an operator
// adds a paid game with a package and a player buys and downloads it; a moderator hides a post and it
// leaves the square; an admin refunds the purchase and the player's balance and ledger show it; the
// reconciliation stays clean. Screenshots of the console at 1280x800 and 768x1024 go to e2e/screenshots/.
import { MOBILE } from '@portal/test-support/browser';
import { describe, expect, it } from 'vitest';
import { consoleSuite, DESKTOP, dismissAnnouncement, shots, TABLET } from './console-suite';
import { balanceOf, type Player, PNG, recharge, registerPlayer, zipOf } from './portal';

const suite = consoleSuite();
const { openPage, signIn, openArea, adminGet, playerOnWeb } = suite;
const state: { player?: Player; gameId?: number; gameName?: string; price: number } = { price: 7 };

describe("the operators' console", () => {
  it('an operator adds a paid game with a package; a player buys and downloads it on the web app', async () => {
    const { page, context, errors } = await openPage(DESKTOP);
    await signIn(page, 'yunying');
    const links = await page.getByRole('complementary', { name: '导航' }).getByRole('link').allInnerTexts();
    expect(links).toContain('游戏管理');
    expect(links).not.toContain('运营账号');
    await page.screenshot({ path: `${shots}dashboard-1280x800.png` });

    await openArea(page, '游戏管理');
    await page.getByRole('button', { name: '添加游戏' }).click();
    const form = page.getByTestId('form-dialog');
    // Empty required fields are refused in Chinese before anything is sent.
    await form.getByRole('button', { name: '保存' }).click();
    await form.getByText('请填写游戏名称').waitFor();
    state.gameName = `星海远征${Date.now() % 10000}`;
    await form.getByLabel('游戏名称').fill(state.gameName);
    await form.getByLabel('收费方式').selectOption('1');
    await form.getByLabel('价格 (X钻)').fill(String(state.price));
    await form.getByLabel('上传图标').setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => form.getByLabel('图标', { exact: true }).inputValue()).toMatch(/^\/files\//);
    await form
      .getByLabel('上传封面')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => form.getByLabel('封面', { exact: true }).inputValue()).toMatch(/^\/files\//);
    await form.getByLabel('一句话简介').fill('一款太空探索游戏');
    await page.screenshot({ path: `${shots}game-form-1280x800.png` });
    await form.getByRole('button', { name: '保存' }).click();

    const files = page.getByTestId('game-files');
    await files.waitFor();
    await files.getByLabel('上传Android 安装包').setInputFiles({
      name: 'star.apk',
      mimeType: 'application/vnd.android.package-archive',
      buffer: zipOf('README.txt', '星海远征 演示安装包'),
    });
    await expect.poll(() => files.getByTestId('package-1').innerText()).toContain('已上传');
    await files.getByRole('button', { name: '完成' }).click();
    const row = page.getByRole('row').filter({ hasText: state.gameName });
    await expect.poll(() => row.innerText()).toContain(`${state.price} X钻`);
    await expect.poll(() => row.innerText()).toContain('Android');
    await page.screenshot({ path: `${shots}games-1280x800.png` });
    expect(errors).toEqual([]);
    await context.close();

    const found = await adminGet<{ records: { id: number; name: string }[] }>(
      `/v1/admin/games?keyword=${encodeURIComponent(state.gameName)}`,
    );
    state.gameId = found.records[0]?.id;
    expect(state.gameId).toBeGreaterThan(0);

    // The player, on the web app: recharge, open the new game, confirm the price, the download starts.
    const player = await registerPlayer(suite.portal);
    state.player = player;
    await recharge(suite.portal, player, state.price);
    const before = await balanceOf(suite.portal, player);
    expect(before).toBeGreaterThanOrEqual(state.price);
    const web = await playerOnWeb(player);
    await web.page.goto(`/detail/${state.gameId}`);
    await dismissAnnouncement(web.page);
    await web.page.getByText(state.gameName).first().waitFor();
    await dismissAnnouncement(web.page);
    await web.page.getByTestId('download-button').click();
    const confirm = web.page.getByTestId('download-confirm');
    await confirm.waitFor();
    expect(await web.page.getByTestId('download-price').innerText()).toBe(String(state.price));
    const download = web.page.waitForResponse((r) => r.url().includes(`/user/game/download/${state.gameId}`));
    await confirm.getByRole('button', { name: '确认下载' }).click();
    const answer = (await (await download).json()) as { code: number; data: { url?: string } | string };
    expect(answer.code).toBe(0);
    expect(await balanceOf(suite.portal, player)).toBe(before - state.price);
    await web.context.close();
  });

  it('a moderator sees only moderation, hides a post, and it leaves the square', async () => {
    const player = state.player ?? (await registerPlayer(suite.portal));
    const text = `违规广告帖 ${Date.now()}`;
    const created = await fetch(`${suite.portal.baseUrl}/api/v1/square/post`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'UG-Uid': player.uid, 'UG-Token': player.token },
      body: JSON.stringify({ content: text, tagId: 1 }),
    });
    expect(((await created.json()) as { code: number }).code).toBe(0);
    const inSquare = async () => {
      const res = await fetch(`${suite.portal.baseUrl}/api/v1/square/post/list?sort=2&pageSize=50`);
      const body = (await res.json()) as { data: { records: { content: string }[] } };
      return body.data.records.some((p) => p.content === text);
    };
    expect(await inSquare()).toBe(true);

    const { page, context, errors } = await openPage(DESKTOP);
    await signIn(page, 'shenhe');
    const links = await page.getByRole('complementary', { name: '导航' }).getByRole('link').allInnerTexts();
    expect(links).toEqual(['数据概览', '内容审核', '操作日志']);
    // A typed address to a money area says so instead of showing it.
    await page.goto('/admin/orders');
    await page.getByTestId('forbidden').waitFor();

    await openArea(page, '内容审核');
    await page.getByLabel('帖子内容').fill(text);
    await page.getByRole('button', { name: '搜索' }).click();
    const row = page.getByRole('row').filter({ hasText: text });
    await row.getByRole('button', { name: '隐藏' }).click();
    const dialog = page.getByTestId('confirm-dialog');
    await dialog.getByRole('button', { name: '隐藏' }).click();
    await dialog.getByText('请填写原因').waitFor();
    await dialog.getByLabel('原因').fill('广告引流');
    await dialog.getByRole('button', { name: '隐藏' }).click();
    await expect.poll(() => row.innerText()).toContain('已隐藏');
    await page.screenshot({ path: `${shots}moderation-1280x800.png` });
    expect(await inSquare()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an admin refunds the purchase: the player's balance and ledger show it", async () => {
    const player = state.player;
    if (!player || !state.gameId) throw new Error('the first test did not leave a purchase');
    const before = await balanceOf(suite.portal, player);
    const { page, context, errors } = await openPage(TABLET);
    await signIn(page, 'root');
    // On a tablet the sidebar is folded away behind the menu button.
    await expect.poll(() => page.getByRole('button', { name: '打开导航' }).isVisible()).toBe(true);
    await page.screenshot({ path: `${shots}dashboard-768x1024.png` });
    await openArea(page, '订单与流水');
    await page.getByRole('tab', { name: '用户账户' }).click();
    await page.getByLabel('UID、用户名或手机号').fill(player.uid);
    await page.getByRole('button', { name: '查找' }).click();
    await expect.poll(() => page.getByTestId('user-balance').innerText()).toBe(String(before));
    const purchase = page
      .getByTestId('purchases')
      .getByRole('row')
      .filter({ hasText: state.gameName ?? '' });
    await purchase.getByRole('button', { name: '退款' }).click();
    const dialog = page.getByTestId('confirm-dialog');
    await dialog.getByLabel('原因').fill('误购，玩家申请退款');
    await page.screenshot({ path: `${shots}refund-768x1024.png` });
    await dialog.getByRole('button', { name: '确认退款' }).click();
    await expect.poll(() => page.getByTestId('user-balance').innerText()).toBe(String(before + state.price));
    await expect.poll(() => purchase.innerText()).toContain('已退款');
    await expect.poll(() => page.getByTestId('ledger').innerText()).toContain(`+${state.price}`);
    await page.screenshot({ path: `${shots}orders-768x1024.png`, fullPage: true });
    expect(await balanceOf(suite.portal, player)).toBe(before + state.price);
    expect(errors).toEqual([]);
    await context.close();

    // The player's own ledger (the app's X钻 records) has the refund.
    const ledger = await adminGet<{ records: { amount: number; kind: string }[] }>(
      `/v1/admin/users/${player.uid}/ledger`,
    );
    expect(ledger.records[0]?.amount).toBe(state.price);
  });

  it('the reconciliation stays clean after the purchase and the refund', async () => {
    const { page, context, errors } = await openPage(DESKTOP);
    await signIn(page, 'root');
    await openArea(page, '对账');
    const verdict = page.getByTestId('reconciliation-state');
    await expect.poll(() => verdict.innerText()).toContain('账目一致');
    await page.screenshot({ path: `${shots}reconciliation-1280x800.png` });
    await openArea(page, '数据概览');
    await page.getByTestId('dashboard-totals').waitFor();
    await page.locator('canvas').first().waitFor();
    await page.screenshot({ path: `${shots}dashboard-charts-1280x800.png` });
    expect(errors).toEqual([]);
    await context.close();

    // On a phone the console still signs in (the sidebar folded away).
    const phone = await openPage(MOBILE);
    await signIn(phone.page, 'shenhe');
    await phone.page.screenshot({ path: `${shots}dashboard-375x812.png` });
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });
});
