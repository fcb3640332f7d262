import { type RewardsApi, rewardsApi } from '../api/rewards.js';
import type { Schemas } from '../api/types.js';
import type { Result } from '../errors.js';
import type { Transport } from '../transport/clients.js';

/** The code as the server matches it: no spaces or dashes, upper case. */
export function normalizeRedeemCode(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase();
}

/** Why a typed redeem code cannot be sent ('请输入兑换码', '兑换码格式不正确'), or null. */
export function checkRedeemCode(raw: string): string | null {
  const code = normalizeRedeemCode(raw);
  if (!code) return '请输入兑换码';
  if (!/^[0-9A-Z_]{4,32}$/.test(code)) return '兑换码格式不正确';
  return null;
}

export type RedeemOutcome = Result<Schemas['RedeemResult']> | { data: null; error: null; problem: string };

export interface RedeemCodes {
  /**
   * Redeems a code (兑换码). Checked first (no call when malformed); X钻 granted refresh the user
   * status so the balance shown is the new one. The server's refusals come back as errors with its
   * Chinese message (兑换码不存在, 已过期, 已被使用, 已兑换过).
   */
  redeem(raw: string): Promise<RedeemOutcome>;
}

/** Redeem codes for a page: `createRedeemCodes(portal)`. */
export function createRedeemCodes(portal: {
  clients: Pick<Transport, 'portal' | 'call'>;
  auth: { refreshStatus(): Promise<unknown> };
}): RedeemCodes {
  const api: RewardsApi = rewardsApi(portal.clients);
  return {
    async redeem(raw) {
      const problem = checkRedeemCode(raw);
      if (problem) return { data: null, error: null, problem };
      const result = await api.redeemCode(normalizeRedeemCode(raw));
      if (result.data?.kind === 'coins') await portal.auth.refreshStatus();
      return result;
    },
  };
}
