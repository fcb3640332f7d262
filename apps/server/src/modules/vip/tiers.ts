/** VIP tiers, bought with X钻. Buying while a membership is active extends it from its current end. */
export type VipTier = {
  id: number;
  name: string;
  price: number;
  days: number;
  privileges: readonly string[];
};

// Only privileges the server really grants are listed.
const PRIVILEGES = ['免费下载全部游戏', '专属会员标识'] as const;

export const VIP_TIERS: readonly VipTier[] = [
  { id: 1, name: '月卡', price: 300, days: 30, privileges: PRIVILEGES },
  { id: 2, name: '季卡', price: 800, days: 90, privileges: PRIVILEGES },
  { id: 3, name: '年卡', price: 2800, days: 365, privileges: PRIVILEGES },
];

export function findTier(id: number): VipTier | undefined {
  return VIP_TIERS.find((t) => t.id === id);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** New expiry after buying `days`: from the later of now and the current expiry. */
export function extendExpiry(currentExpiry: Date | null, days: number, now: Date): Date {
  const base = currentExpiry && currentExpiry.getTime() > now.getTime() ? currentExpiry : now;
  return new Date(base.getTime() + days * DAY_MS);
}
