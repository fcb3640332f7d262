// 预约与上线 in the console, in Chromium on the real server: a player reserves an upcoming seeded game;
// the operator sees the count in the game's 预约与上线 dialog and releases it now; the player can download
// it and finds one 你预约的《…》已上线 in the inbox, and the release is in the audit log.
import { describe, expect, it } from 'vitest';
import { consoleSuite, DESKTOP, shots } from './console-suite';
import { portalCall, registerPlayer } from './portal';

const suite = consoleSuite();
const { openPage, signIn, openArea } = suite;

describe('预约与上线 in the console', () => {
  it('shows the reservations of an upcoming game and releases it, notifying each player once', async () => {
    const list = await portalCall<{ records: { appID: number; name: string; upcoming: boolean }[] }>(
      suite.portal,
      '/web/game/list',
      { pageSize: 50 },
    );
    const game = list.data.records.find((g) => g.name === '苍穹之翼');
    if (!game?.upcoming) throw new Error('the seed has no upcoming 苍穹之翼');
    const player = await registerPlayer(suite.portal);
    const reserved = await portalCall<{ reservationCount: number }>(
      suite.portal,
      '/user/game/reserve',
      { appID: game.appID },
      player,
    );
    expect(reserved.code).toBe(0);

    const { page, context, errors } = await openPage(DESKTOP);
    await signIn(page, 'yunying');
    await openArea(page, '游戏管理');
    await page.getByLabel('搜索游戏名称').fill('苍穹之翼');
    await page.getByLabel('搜索游戏名称').press('Enter');
    const row = page.getByRole('row').filter({ hasText: '苍穹之翼' });
    await row.getByRole('button', { name: '预约与上线' }).click();
    const dialog = page.getByTestId('game-release');
    await expect
      .poll(() => dialog.getByTestId('release-reservations').innerText())
      .toBe(String(reserved.data.reservationCount));
    expect(await dialog.getByTestId('release-plan').innerText()).toContain('预约中');
    await page.screenshot({ path: `${shots}game-release-1280x800.png` });

    await dialog.getByRole('button', { name: '立即上线' }).click();
    const confirm = page.getByTestId('confirm-dialog');
    await confirm.getByRole('button', { name: '上线' }).click();
    await page.getByTestId('toast').filter({ hasText: '已上线，已通知预约玩家' }).waitFor();
    await expect.poll(() => dialog.getByTestId('release-plan').innerText()).toContain('已上线');
    expect(errors).toEqual([]);
    await context.close();

    const download = await portalCall<string>(
      suite.portal,
      `/user/game/download/${game.appID}`,
      { platformType: 1 },
      player,
    );
    expect(download.code).toBe(0);
    // Queued with the release, delivered by the server's worker moments later.
    const told = async () => {
      const inbox = await portalCall<{ records: { title: string; kind: string }[] }>(
        suite.portal,
        '/user/center/message/all',
        { uid: player.uid, pageSize: 50 },
        player,
      );
      return inbox.data.records.filter((m) => m.kind === 'game_released').map((m) => m.title);
    };
    await expect.poll(told).toEqual(['你预约的《苍穹之翼》已上线']);
    const audit = await suite.adminGet<{ records: { action: string }[] }>('/v1/admin/audit?pageSize=20');
    expect(audit.records.map((r) => r.action)).toContain('adminReleaseGame');
  });
});
