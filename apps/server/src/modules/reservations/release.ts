// Releasing an upcoming game (上线): by the operator's action or when its release time comes. The
// release claims the game (`upcoming` 1 -> 0, `released_notified_at` = now) and hands the players who
// reserved it to the `onGameReleased` hook in the same transaction: a second release, on this instance
// or another, finds the game no longer upcoming and notifies nobody; a release that fails rolls back
// the claim with the notifications, and the next check tries again.

import type { ContractSchema } from '@portal/openapi/operations';
import { sql } from 'kysely';
import { locksRows } from '../../db/portable.ts';
import { type Db, inTx, type Tx } from '../../db/tx.ts';
import { Errors } from '../../http/answer.ts';
import type { GameReleasedHook } from '../../infra/game-releases.ts';

export type ReleasePlan = ContractSchema<'AdminGameRelease'>;

export type ReleaseOutcome = { released: boolean; notified: number };

/**
 * Releases `gameId` inside `trx` when it is upcoming. Players who reserved before an earlier release
 * of the same game (listed as upcoming again by the console) were told then and are not told again.
 */
export async function releaseGameIn(
  trx: Tx,
  gameId: number,
  now: Date,
  onGameReleased: GameReleasedHook,
): Promise<ReleaseOutcome> {
  const game = await trx
    .selectFrom('games')
    .select(['id', 'name', 'upcoming', 'release_time', 'released_notified_at'])
    .where('id', '=', gameId)
    .$if(locksRows(trx), (q) => q.forUpdate())
    .executeTakeFirst();
  if (game?.upcoming !== 1) return { released: false, notified: 0 };
  const at = now.toISOString();
  const claimed = await trx
    .updateTable('games')
    .set({
      upcoming: 0,
      released_notified_at: at,
      // A planned time already reached stays the release time; an early release is released now.
      release_time: game.release_time !== null && game.release_time <= at ? game.release_time : at,
    })
    .where('id', '=', gameId)
    .where('upcoming', '=', 1)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return { released: false, notified: 0 };
  const previous = game.released_notified_at;
  const rows = await trx
    .selectFrom('game_reservations')
    .select('uid')
    .where('game_id', '=', gameId)
    .$if(previous !== null, (q) => q.where('created_at', '>', previous ?? ''))
    .orderBy('uid')
    .execute();
  const uids = rows.map((r) => r.uid);
  if (uids.length > 0)
    await onGameReleased(trx, { gameId, title: game.name, appId: gameId, releasedAt: at, uids });
  return { released: true, notified: uids.length };
}

export function releaseGame(
  db: Db,
  gameId: number,
  now: Date,
  onGameReleased: GameReleasedHook,
): Promise<ReleaseOutcome> {
  return inTx(db, (trx) => releaseGameIn(trx, gameId, now, onGameReleased));
}

/** Releases every upcoming game whose release time has come; answers the ids released here. */
export async function releaseDueGames(
  db: Db,
  now: Date,
  onGameReleased: GameReleasedHook,
): Promise<number[]> {
  const due = await db
    .selectFrom('games')
    .select('id')
    .where('upcoming', '=', 1)
    .where('release_time', 'is not', null)
    .where('release_time', '<=', now.toISOString())
    .orderBy('release_time')
    .execute();
  const released: number[] = [];
  for (const { id } of due) if ((await releaseGame(db, id, now, onGameReleased)).released) released.push(id);
  return released;
}

/** A game's release plan as the console shows it, with the reservations counted row by row. */
export async function releasePlan(db: Db | Tx, gameId: number): Promise<ReleasePlan> {
  const game = await db
    .selectFrom('games')
    .select(['id', 'upcoming', 'release_time', 'released_notified_at'])
    .select((eb) =>
      eb
        .selectFrom('game_reservations')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('game_reservations.game_id', '=', 'games.id')
        .as('reservations'),
    )
    .where('id', '=', gameId)
    .executeTakeFirst();
  if (!game) throw Errors.notFound('游戏不存在');
  return {
    gameId: game.id,
    upcoming: game.upcoming === 1,
    releaseTime: game.release_time,
    reservationCount: Number(game.reservations ?? 0),
    releaseNotifiedAt: game.released_notified_at,
  };
}

/** Lists a game as upcoming (with its release time, or none for 待定) or as downloadable. */
export async function setReleasePlan(
  trx: Tx,
  gameId: number,
  input: { upcoming: boolean; releaseTime?: string | null | undefined },
): Promise<void> {
  const releaseTime = input.releaseTime ? new Date(input.releaseTime).toISOString() : null;
  const done = await trx
    .updateTable('games')
    .set({ upcoming: input.upcoming ? 1 : 0, release_time: releaseTime })
    .where('id', '=', gameId)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) !== 1) throw Errors.notFound('游戏不存在');
}
