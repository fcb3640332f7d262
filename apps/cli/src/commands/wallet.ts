import { checkOptions, positiveInt, requiredPositional } from '../args.js';
import type { Command } from '../command.js';
import type { CliContext } from '../context.js';
import { CliFailure, unwrap } from '../failure.js';
import { confirmSandboxPayment } from '../sandbox.js';
import { currentStatus } from './account.js';

const yuan = (fen: number): string => `¥${(fen / 100).toFixed(2)}`;

export const packages: Command = {
  name: 'packages',
  summary: '充值套餐列表',
  options: [],
  async run(ctx) {
    const list = unwrap(await ctx.portal.api.wallet.listRechargePackages());
    return {
      data: list,
      lines: list.map(
        (p) =>
          `${p.id}\t${p.name}\t${yuan(p.amount)}${p.bonus ? `\t含赠送 ${p.bonus}` : ''}${p.hot ? '\t热门' : ''}`,
      ),
    };
  },
};

/** Creates the order through payInfo, pays it on the sandbox page and checks the X钻 arrived. */
export async function recharge(ctx: CliContext, packageId: number) {
  const before = (await currentStatus(ctx)).coinNum;
  const { order, payUrl } = unwrap(await ctx.portal.api.wallet.createPayOrder({ packageId }));
  if (!payUrl.includes('/pay/sandbox/')) {
    throw new CliFailure(`该服务器未使用沙箱支付，无法自动付款：${payUrl}`);
  }
  await confirmSandboxPayment(ctx.baseUrl, payUrl, order.orderNo);
  const after = (await currentStatus(ctx)).coinNum;
  if (after - before !== order.coins) {
    throw new CliFailure(`充值到账不符：应到账 ${order.coins} X钻，实际 ${after - before} X钻`);
  }
  return { orderNo: order.orderNo, packageId, amount: order.amount, coins: order.coins, coinNum: after };
}

export const rechargeCommand: Command = {
  name: 'recharge',
  args: '<packageId>',
  summary: '充值：下单（payInfo）并在沙箱支付页确认付款，核对 X钻 到账',
  options: [],
  async run(ctx, args) {
    checkOptions(args, this.options);
    const packageId = positiveInt(requiredPositional(args, 0, '<packageId>'), '<packageId>') as number;
    const paid = await recharge(ctx, packageId);
    return {
      data: paid,
      lines: [
        `充值成功：订单 ${paid.orderNo}，${yuan(paid.amount)} → +${paid.coins} X钻，余额 ${paid.coinNum}`,
      ],
    };
  },
};

export const checkin: Command = {
  name: 'checkin',
  summary: '每日签到',
  options: [],
  async run(ctx) {
    const result = unwrap(await ctx.portal.api.welfare.checkin());
    return {
      data: result,
      lines: [
        `签到成功（${result.day}）：+${result.reward} X钻，连续 ${result.streak} 天，余额 ${result.coinNum}`,
      ],
    };
  },
};
