// Reserving and cancelling (预约 / 取消预约) and 我的预约. One row per player and game; the game's
// `reservation_count` moves in the same transaction only when a row was really inserted or deleted,
// so repeats are idempotent and concurrent calls keep the count exact.

import type { ContractSchema } from '@portal/openapi/operations';
import { sql } from 'kysely';
import { locksRows } from '../../db/portable.ts';
import { type Db, inTx, type Tx } from '../../db/tx.ts';
import { AppError, BusinessCode, BusinessMessage, Errors } from '../../http/answer.ts';
import {
  type CursorPage,
  cursorPageOf,
  decodeCursor,
  nextCursorOf,
  offsetOf,
  type PageQuery,
} from '../../http/paging.ts';
import { type GameRow, toGame } from '../games/index.ts';

export type GameReservation = ContractSchema<'GameReservation'>;
export type ReservedGame = ContractSchema<'ReservedGame'>;

const MY_RESERVATIONS = 'reservations';

/**
 * Reserves an upcoming game for `uid`. The game's row is locked first (PostgreSQL; SQLite transactions
 * take the write lock at their start), so a reservation and the game's release never interleave: a
 * reservation either lands before the release reads who reserved, or finds the game released (1061).
 */
export async function reserve(db: Db, uid: string, gameId: number, now: Date): Promise<GameReservation> {
  return inTx(db, async (trx) => {
    const game = await trx
      .selectFrom('games')
      .select(['id', 'upcoming'])
      .where('id', '=', gameId)
      .$if(locksRows(trx), (q) => q.forUpdate())
      .executeTakeFirst();
    if (!game) throw Errors.notFound('游戏不存在');
    if (game.upcoming !== 1)
      throw new AppError(BusinessCode.GameAlreadyReleased, BusinessMessage.GameAlreadyReleased);
    const inserted = await trx
      .insertInto('game_reservations')
      .values({ game_id: gameId, uid, created_at: now.toISOString() })
      .onConflict((oc) => oc.columns(['game_id', 'uid']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
      await trx
        .updateTable('games')
        .set({ reservation_count: sql`reservation_count + 1` })
        .where('id', '=', gameId)
        .execute();
    }
    return { appID: gameId, reserved: true, reservationCount: await countOf(trx, gameId) };
  });
}

/** Cancels `uid`'s reservation; nothing changes when there is none. Allowed after the release too. */
export async function cancel(db: Db, uid: string, gameId: number): Promise<GameReservation> {
  return inTx(db, async (trx) => {
    const game = await trx.selectFrom('games').select('id').where('id', '=', gameId).executeTakeFirst();
    if (!game) throw Errors.notFound('游戏不存在');
    const deleted = await trx
      .deleteFrom('game_reservations')
      .where('game_id', '=', gameId)
      .where('uid', '=', uid)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) > 0) {
      await trx
        .updateTable('games')
        .set({ reservation_count: sql`reservation_count - 1` })
        .where('id', '=', gameId)
        .where('reservation_count', '>', 0)
        .execute();
    }
    return { appID: gameId, reserved: false, reservationCount: await countOf(trx, gameId) };
  });
}

async function countOf(db: Db, gameId: number): Promise<number> {
  const row = await db
    .selectFrom('games')
    .select('reservation_count')
    .where('id', '=', gameId)
    .executeTakeFirstOrThrow();
  return Number(row.reservation_count);
}

/** 我的预约: newest reservation first, by number or after a cursor (keyset on (created_at, game_id)). */
export async function listMine(
  db: Db,
  uid: string,
  q: PageQuery & { cursor?: string | undefined },
): Promise<CursorPage<ReservedGame>> {
  const after = q.cursor ? decodeCursor(q.cursor, MY_RESERVATIONS, ['text', 'int']) : null;
  let page = db
    .selectFrom('game_reservations as r')
    .innerJoin('games', 'games.id', 'r.game_id')
    .innerJoin('game_types', 'game_types.id', 'games.type_id')
    .selectAll('games')
    .select(['game_types.name as type_name', 'r.created_at as reserved_at'])
    .where('r.uid', '=', uid);
  if (after) {
    const [time, id] = after as [string, number];
    page = page.where((eb) =>
      eb.or([
        eb('r.created_at', '<', time),
        eb.and([eb('r.created_at', '=', time), eb('r.game_id', '<', id)]),
      ]),
    );
  }
  const [rows, total, purchases] = await Promise.all([
    page
      .orderBy('r.created_at', 'desc')
      .orderBy('r.game_id', 'desc')
      .limit(q.pageSize)
      .offset(after ? 0 : offsetOf(q))
      .execute(),
    db
      .selectFrom('game_reservations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('uid', '=', uid)
      .executeTakeFirstOrThrow(),
    db.selectFrom('game_purchases').select('game_id').where('uid', '=', uid).execute(),
  ]);
  const bought = new Set(purchases.map((p) => p.game_id));
  const records = rows.map((row) => ({
    ...toGame(row as GameRow, bought.has(row.id)),
    reserved: true,
    reserveTime: row.reserved_at,
  }));
  return cursorPageOf(
    records,
    Number(total.n),
    q,
    nextCursorOf(rows, q.pageSize, MY_RESERVATIONS, (r) => [r.reserved_at, r.id]),
  );
}

/**
 * Removes every reservation of `uid` and takes each out of its game's count, inside the caller's
 * transaction (an account's purge).
 */
export async function dropReservationsOf(trx: Tx, uid: string): Promise<void> {
  const rows = await trx.selectFrom('game_reservations').select('game_id').where('uid', '=', uid).execute();
  if (rows.length === 0) return;
  await trx
    .updateTable('games')
    .set({ reservation_count: sql`reservation_count - 1` })
    .where(
      'id',
      'in',
      rows.map((r) => r.game_id),
    )
    .where('reservation_count', '>', 0)
    .execute();
  await trx.deleteFrom('game_reservations').where('uid', '=', uid).execute();
}
