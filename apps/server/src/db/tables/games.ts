import type { Generated } from 'kysely';

export interface GameTypesTable {
  id: number;
  name: string;
  sort: number;
}

/** `id` is also the game's appID on the platform (openapi README, Identity). */
export interface GamesTable {
  id: number;
  name: string;
  type_id: number;
  icon: string;
  banner: string;
  summary: string;
  /** Sanitized HTML. */
  intro: string;
  /** Tag names joined by ','. */
  tags: string;
  /** 0 = free direct download; otherwise buy_amount X钻. */
  online_type: number;
  buy_amount: number;
  version: string;
  /** Package size in KiB (an int32 column on both databases). */
  size_kb: number;
  /** Score out of 100 (shown as 9.2). */
  rating: number;
  downloads: number;
  recommended: number;
  /** Stored file keys (FileStore) of the Android and iOS packages. */
  android_file: string;
  ios_file: string;
  sort: number;
  created_at: string;
  /** 1 while listed before release (预约): no downloads, players reserve it. */
  upcoming: Generated<number>;
  /** When an upcoming game is released by the scheduled check; null for 待定. */
  release_time: string | null;
  /** Rows of game_reservations, moved in the same transaction as a row inserted or deleted. */
  reservation_count: Generated<number>;
  /** The release's claim: set in the transaction that notifies the players who reserved. */
  released_notified_at: string | null;
}

/** One reservation per player and game (migration 121). */
export interface GameReservationsTable {
  game_id: number;
  uid: string;
  created_at: string;
}

export interface GameScreenshotsTable {
  id: Generated<number>;
  game_id: number;
  seq: number;
  url: string;
  width: number;
  height: number;
}

export interface GamesTables {
  game_types: GameTypesTable;
  games: GamesTable;
  game_screenshots: GameScreenshotsTable;
  game_reservations: GameReservationsTable;
}
