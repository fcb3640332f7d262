import type { Result } from '../errors.js';
import type { PayInfo, RechargePackage, VipOpenResult, VipTier } from '../generated/answers.js';
import type { Transport } from '../transport/clients.js';
import { toResult } from '../transport/result.js';
import { money } from './idempotency.js';
import type { CallOptions, MoneyCallOptions, Schemas } from './types.js';

/** Portal family: VIP (会员), recharge packages, pay orders and the provider callback. */
export function walletApi({ portal, call }: Transport) {
  return {
    listVipTiers: (o?: CallOptions): Promise<Result<VipTier[]>> =>
      toResult(portal.POST('/vip/vipconfig', { ...call(o) })),
    openVip: (body: Schemas['VipOpenRequest'], o?: MoneyCallOptions): Promise<Result<VipOpenResult>> =>
      toResult(portal.POST('/vip/vipopen', { body, ...money(call, o) })),
    listRechargePackages: (o?: CallOptions): Promise<Result<RechargePackage[]>> =>
      toResult(portal.POST('/order/packages', { ...call(o) })),
    createPayOrder: (body: Schemas['PayInfoRequest'], o?: MoneyCallOptions): Promise<Result<PayInfo>> =>
      toResult(portal.POST('/order/payInfo', { body, ...money(call, o) })),
    /** The payment provider's signed callback; exposed for sandbox pages and tests. */
    payNotify: (body: Schemas['PayNotifyRequest'], o?: CallOptions) =>
      toResult(portal.POST('/order/notify', { body, ...call(o) })),
  };
}

export type WalletApi = ReturnType<typeof walletApi>;
