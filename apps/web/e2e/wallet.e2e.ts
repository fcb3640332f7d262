import { describe, expect, it } from 'vitest';
import { go, loginAs, openAt, registerOn } from './account-server';
import { toastSaying } from './browser';
import { ownServerSuite } from './own-server-suite';

const own = ownServerSuite();

describe('wallet', () => {
  it('recharges through the sandbox, comes back with the balance and the order, then buys VIP', async () => {
    const user = await registerOn(own.server.url);
    const { page, close, errors } = await openAt(own.browser, own.server.url);
    await loginAs(page, user);
    await go(page, '/recharge');
    await page.getByTestId('recharge-balance').getByText('0').waitFor();

    // 68 yuan: 680 X钻 + 80 bonus (the seeded hot package).
    await page.getByRole('radio', { name: /760/ }).click();
    await page.getByRole('button', { name: '立即充值' }).click();
    await page.waitForURL(/\/pay\/sandbox\//);
    await page.getByText('沙箱支付（测试环境，不会产生真实扣款）').waitFor();
    await page.getByRole('button', { name: '确认支付' }).click();

    await page.waitForURL((u) => u.pathname === '/recharge');
    await page.getByTestId('pay-result').getByText('支付成功，X钻已到账').waitFor();
    await page.getByTestId('recharge-balance').getByText('760').waitFor();
    const order = page.getByTestId('order-item').first();
    await order.getByText('已支付').waitFor();
    expect(await order.innerText()).toContain('¥68');
    // The address no longer carries the order, so a reload does not report it again.
    expect(new URL(page.url()).search).toBe('');

    await go(page, '/xdetail');
    await page.getByTestId('ledger-item').first().getByText('+760').waitFor();

    // The member offer opens from the profile with pop=1 (the download prompt's 立即开通).
    await go(page, '/profile?pop=1');
    const sheet = page.getByTestId('vip-sheet');
    await sheet.waitFor();
    await sheet.getByRole('radio', { name: /月卡/ }).click();
    await sheet.getByRole('button', { name: /立即开通（300 X钻）/ }).click();
    await toastSaying(page, '会员开通成功').waitFor();
    await page.getByTestId('vip-state').getByText('尊贵会员').waitFor();
    await page.getByTestId('profile-name').getByText('会员').waitFor();
    await page.getByTestId('coin-balance').getByText('460').waitFor();
    await close();
    expect(errors).toEqual([]);
  });

  it('a VIP purchase without enough X钻 is refused and leads to recharge', async () => {
    const user = await registerOn(own.server.url);
    const { page, close } = await openAt(own.browser, own.server.url);
    await loginAs(page, user);
    await go(page, '/profile');
    await page.getByTestId('vip-card').click();
    const sheet = page.getByTestId('vip-sheet');
    await sheet.getByRole('radio', { name: /月卡/ }).click();
    await sheet.getByRole('button', { name: /立即开通/ }).click();
    await page.getByTestId('toast').filter({ hasText: '当前X钻余额不足' }).waitFor();
    await page.waitForURL((u) => u.pathname === '/recharge');
    await close();
  });
});
