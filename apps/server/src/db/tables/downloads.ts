import type { Generated } from 'kysely';

/** A game bought with X钻: one row per (uid, game_id), so it is paid for once. */
export interface GamePurchasesTable {
  uid: string;
  game_id: number;
  price: number;
  created_at: string;
}

/** Every download handed out, and every client-reported download (`source` = 'upload'). */
export interface DownloadRecordsTable {
  id: Generated<number>;
  uid: string | null;
  game_id: number;
  platform_type: number | null;
  source: string;
  /** free | member | purchase | owned */
  access: string | null;
  channel_id: string | null;
  invite_code: string | null;
  created_at: string;
}

export interface DownloadsTables {
  game_purchases: GamePurchasesTable;
  download_records: DownloadRecordsTable;
}
