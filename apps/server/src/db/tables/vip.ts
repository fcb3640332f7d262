import type { Generated } from 'kysely';

/** Memberships bought; the user's current expiry lives in users.vip_expire_at. */
export interface VipPurchasesTable {
  id: Generated<number>;
  uid: string;
  tier_id: number;
  price: number;
  days: number;
  starts_at: string;
  expire_at: string;
  created_at: string;
}

export interface VipTables {
  vip_purchases: VipPurchasesTable;
}
