// What happens for the players who reserved a game when it is released (预约上线通知). The reservations
// area calls the hook inside the release's transaction, after claiming the game, so the players are
// notified once; app.ts decides how (the notifications queue, in that transaction).
import type { Tx } from '../db/tx.ts';

export type GameReleased = {
  gameId: number;
  title: string;
  appId: number;
  /** When this release happened: a game listed as upcoming again is released (and told) again. */
  releasedAt: string;
  /** Every player who reserved the game, each once. */
  uids: readonly string[];
};

export type GameReleasedHook = (db: Tx, event: GameReleased) => Promise<void>;
