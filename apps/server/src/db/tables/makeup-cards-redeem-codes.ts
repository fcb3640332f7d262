/** Make-up check-in cards (补签卡) of a user and how many were used in `month`. */
export interface CheckinCardsTable {
  uid: string;
  balance: number;
  month: string;
  month_used: number;
  updated_at: string;
}

/** Operator-made redeem codes (兑换码): `kind` coins grants `coins` X钻, gift one code of `pack_id`. */
export interface RedeemCodesTable {
  code: string;
  kind: 'coins' | 'gift';
  coins: number;
  pack_id: number | null;
  max_uses: number;
  used_count: number;
  expires_at: string;
  note: string;
  created_at: string;
}

/** (code, uid) is the primary key: a user redeems a code once. */
export interface RedeemCodeUsesTable {
  code: string;
  uid: string;
  created_at: string;
}

export interface MakeupCardsRedeemCodesTables {
  checkin_cards: CheckinCardsTable;
  redeem_codes: RedeemCodesTable;
  redeem_code_uses: RedeemCodeUsesTable;
}
