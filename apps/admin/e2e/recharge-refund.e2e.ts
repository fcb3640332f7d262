// A recharge refunded in the console, in Chromium at 1280x800 on the real server: the dialog shows the
// money going back, the X钻 taken back and the balance before and after; confirming moves the ledger
// once and the order row says 已退款. A recharge whose X钻 were partly spent shows why it cannot be
// refunded, and its confirm button stays off. Screenshots go to e2e/screenshots/.
import { describe, expect, it } from 'vitest';
import { consoleSuite, DESKTOP, shots } from './console-suite';
import { balanceOf, type Player, recharge, registerPlayer } from './portal';

const suite = consoleSuite();
const { openPage, signIn, openArea, adminGet } = suite;

type Entry = { amount: number; kind: string; ref: string };

/** The player's only recharge order, and their ledger's refund entries. */
async function orderOf(player: Player) {
  const orders = await adminGet<{ records: { orderNo: string; status: string }[] }>(
    `/v1/admin/orders?uid=${player.uid}`,
  );
  expect(orders.records).toHaveLength(1);
  return orders.records[0]?.orderNo ?? '';
}
async function refundEntries(player: Player) {
  const ledger = await adminGet<{ records: Entry[] }>(`/v1/admin/users/${player.uid}/ledger?pageSize=100`);
  return ledger.records.filter((e) => e.kind === 'refund');
}

/** The player spends X钻: a correction by the admin API stands in for a purchase. */
async function spend(player: Player, coins: number) {
  const base = suite.portal.baseUrl;
  const login = await fetch(`${base}/api/v1/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'yunying', password: 'yunying-pass-1' }),
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const res = await fetch(`${base}/api/v1/admin/corrections`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ uid: player.uid, amount: -coins, reason: '模拟消费' }),
  });
  expect(((await res.json()) as { code: number }).code).toBe(0);
}

describe('recharge refunds in the console', () => {
  it('an operator refunds a recharge after seeing what it does; the ledger moves once', async () => {
    const player = await registerPlayer(suite.portal);
    await recharge(suite.portal, player, 60);
    await expect.poll(() => balanceOf(suite.portal, player)).toBe(60);
    const orderNo = await orderOf(player);

    const { page, context, errors } = await openPage(DESKTOP);
    await signIn(page, 'yunying');
    await openArea(page, '订单与流水');
    await page.getByLabel('订单号').fill(orderNo);
    await page.getByRole('button', { name: '搜索' }).click();
    const row = page.getByRole('row').filter({ hasText: orderNo });
    await expect.poll(() => row.innerText()).toContain('已支付');
    await row.getByRole('button', { name: '退款' }).click();

    const dialog = page.getByTestId('recharge-refund-dialog');
    await expect.poll(() => dialog.getByTestId('refund-amount').innerText()).toBe('¥6.00 原路退回沙箱支付');
    expect(await dialog.getByTestId('refund-coins').innerText()).toBe('60 X钻');
    expect(await dialog.getByTestId('refund-balance').innerText()).toBe('60 → 0');
    // The reason is asked for before anything is sent.
    await dialog.getByRole('button', { name: '确认退款' }).click();
    await dialog.getByText('请填写原因').waitFor();
    await dialog.getByLabel('原因').fill('误充，玩家申请退款');
    await page.screenshot({ path: `${shots}recharge-refund-1280x800.png` });
    await dialog.getByRole('button', { name: '确认退款' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => row.innerText()).toContain('已退款');
    expect(await row.getByRole('button', { name: '退款' }).count()).toBe(0);
    await page.screenshot({ path: `${shots}recharge-refunded-1280x800.png` });

    expect(await refundEntries(player)).toEqual([
      expect.objectContaining({ amount: -60, ref: `recharge:${orderNo}:1` }),
    ]);
    expect(await balanceOf(suite.portal, player)).toBe(0);

    // Searched again, the order stays refunded and nothing more moves.
    await page.getByRole('button', { name: '搜索' }).click();
    await expect.poll(() => row.innerText()).toContain('已退款');
    expect(await refundEntries(player)).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a recharge whose X钻 were partly spent shows why it cannot be refunded', async () => {
    const player = await registerPlayer(suite.portal);
    await recharge(suite.portal, player, 60);
    await expect.poll(() => balanceOf(suite.portal, player)).toBe(60);
    const orderNo = await orderOf(player);

    await spend(player, 25);
    await expect.poll(() => balanceOf(suite.portal, player)).toBe(35);

    const { page, context, errors } = await openPage(DESKTOP);
    await signIn(page, 'yunying');
    await openArea(page, '订单与流水');
    await page.getByLabel('订单号').fill(orderNo);
    await page.getByRole('button', { name: '搜索' }).click();
    const row = page.getByRole('row').filter({ hasText: orderNo });
    await row.getByRole('button', { name: '退款' }).click();
    const dialog = page.getByTestId('recharge-refund-dialog');
    await expect
      .poll(() => dialog.getByTestId('refund-refusal').innerText())
      .toBe('用户已花掉部分充值所得X钻（当前余额 35，需扣回 60），不能退款');
    expect(await dialog.getByRole('button', { name: '确认退款' }).isDisabled()).toBe(true);
    await page.screenshot({ path: `${shots}recharge-refund-spent-1280x800.png` });
    await dialog.getByRole('button', { name: '取消' }).click();
    expect(await refundEntries(player)).toEqual([]);
    expect(await balanceOf(suite.portal, player)).toBe(35);
    expect(errors).toEqual([]);
    await context.close();
  });
});
