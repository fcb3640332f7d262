import type { Generated } from 'kysely';

/** Gift packs of a game (game_id = the game's appID) with a limited stock of codes. */
export interface GiftPacksTable {
  id: Generated<number>;
  game_id: number;
  title: string;
  content: string;
  stock_total: number;
  /** Codes left; decremented only while > 0. */
  stock_left: number;
  starts_at: string;
  ends_at: string;
  created_at: string;
}

export interface GiftCodesTable {
  id: Generated<number>;
  pack_id: number;
  code: string;
  claimed_by: string | null;
  claimed_at: string | null;
}

/** (uid, pack_id) is the primary key: one code per user per pack. */
export interface GiftClaimsTable {
  uid: string;
  pack_id: number;
  code: string;
  created_at: string;
}

export interface GiftsTables {
  gift_packs: GiftPacksTable;
  gift_codes: GiftCodesTable;
  gift_claims: GiftClaimsTable;
}
