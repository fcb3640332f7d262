// What happens for the players who reserved a game when it is released (预约上线通知). The reservations
// area calls the hook inside the release's transaction, after claiming the game, so the players are
// notified once; app.ts decides how (the inbox now; the notifications queue later).
import type { Tx } from '../db/tx.ts';

export type GameReleased = {
  gameId: number;
  title: string;
  appId: number;
  /** Every player who reserved the game, each once. */
  uids: readonly string[];
};

export type GameReleasedHook = (db: Tx, event: GameReleased) => Promise<void>;
