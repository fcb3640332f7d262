import type { Transport } from '../transport/clients.js';
import { toResult } from '../transport/result.js';
import { money } from './idempotency.js';
import type { CallOptions, MoneyCallOptions } from './types.js';

/**
 * Make-up check-ins (补签) and redeem codes (兑换码), portal family. Kept out of `createApi` so pages
 * without them do not carry it: `rewardsApi(portal.clients)`.
 */
export function rewardsApi({ portal, call }: Pick<Transport, 'portal' | 'call'>) {
  return {
    /** Repairs a missed day (YYYY-MM-DD) of this month with a 补签卡. */
    makeupCheckin: (day: string, o?: CallOptions) =>
      toResult(portal.POST('/user/checkin/makeup', { body: { day }, ...call(o) })),
    /** Redeems a code (兑换码): X钻 or a gift pack code. */
    redeemCode: (code: string, o?: MoneyCallOptions) =>
      toResult(portal.POST('/user/gift/redeem', { body: { code }, ...money(call, o) })),
  };
}

export type RewardsApi = ReturnType<typeof rewardsApi>;
