// Reads of the game catalogue. Lists are "most downloaded first" (contract), then id, so paging is stable.
import { sql } from 'kysely';
import type { Db } from '../../db/tx.ts';
import { type Game, type GameDetail, type GameRow, toGame, toGameDetail } from './present.ts';

function gamesWithType(db: Db) {
  return db
    .selectFrom('games')
    .innerJoin('game_types', 'game_types.id', 'games.type_id')
    .selectAll('games')
    .select('game_types.name as type_name');
}

/**
 * Which of `gameIds` the user already paid for (game_purchases belongs to the downloads area) and which
 * they reserved (game_reservations, the reservations area), in one statement.
 */
async function playerMarks(
  db: Db,
  uid: string,
  gameIds: number[],
): Promise<{ bought: Set<number>; reserved: Set<number> }> {
  const rows = await db
    .selectFrom('game_purchases')
    .select(['game_id', sql<string>`'bought'`.as('mark')])
    .where('uid', '=', uid)
    .where('game_id', 'in', gameIds)
    .unionAll(
      db
        .selectFrom('game_reservations')
        .select(['game_id', sql<string>`'reserved'`.as('mark')])
        .where('uid', '=', uid)
        .where('game_id', 'in', gameIds),
    )
    .execute();
  const marks = { bought: new Set<number>(), reserved: new Set<number>() };
  for (const r of rows) (r.mark === 'bought' ? marks.bought : marks.reserved).add(r.game_id);
  return marks;
}

/**
 * Marks the games the user paid for (`bought`) and reserved (`reserved`). Lists are built (and cached)
 * as a guest sees them; this puts the per-user flags on copies, never on the cached objects.
 */
export async function withBought<T extends Game>(db: Db, uid: string | undefined, games: T[]): Promise<T[]> {
  if (!uid || games.length === 0) return games;
  const marks = await playerMarks(
    db,
    uid,
    games.map((g) => g.id),
  );
  return games.map((g) =>
    marks.bought.has(g.id) || marks.reserved.has(g.id)
      ? { ...g, bought: marks.bought.has(g.id), reserved: marks.reserved.has(g.id) }
      : g,
  );
}

function present(rows: GameRow[]): Game[] {
  return rows.map((r) => toGame(r, false));
}

export async function listGameTypes(db: Db): Promise<{ id: number; name: string }[]> {
  return db.selectFrom('game_types').select(['id', 'name']).orderBy('sort').orderBy('id').execute();
}

/** `%` and `_` typed by a user match themselves, not any character. */
function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listGames(
  db: Db,
  query: {
    type?: number | undefined;
    keyword?: string | undefined;
    offset: number;
    limit: number;
    uid?: string | undefined;
  },
): Promise<{ records: Game[]; total: number }> {
  let rows = gamesWithType(db);
  let count = db.selectFrom('games').select((eb) => eb.fn.countAll<number>().as('n'));
  if (query.type) {
    rows = rows.where('games.type_id', '=', query.type);
    count = count.where('games.type_id', '=', query.type);
  }
  if (query.keyword) {
    const pattern = likePattern(query.keyword);
    const match = sql<boolean>`${sql.ref('games.name')} like ${pattern} escape '\\'`;
    rows = rows.where(match);
    count = count.where(match);
  }
  const [records, total] = await Promise.all([
    rows
      .orderBy('games.downloads', 'desc')
      .orderBy('games.id')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { records: present(records as GameRow[]), total: Number(total.n) };
}

export async function recommendedGames(db: Db, limit: number): Promise<Game[]> {
  const rows = await gamesWithType(db)
    .where('games.recommended', '=', 1)
    .orderBy('games.sort')
    .orderBy('games.id')
    .limit(limit)
    .execute();
  return present(rows as GameRow[]);
}

export async function findGameRow(db: Db, appID: number): Promise<GameRow | undefined> {
  return (await gamesWithType(db).where('games.id', '=', appID).executeTakeFirst()) as GameRow | undefined;
}

export async function gameDetail(db: Db, appID: number): Promise<GameDetail | undefined> {
  const row = await findGameRow(db, appID);
  if (!row) return undefined;
  const [shots, gifts] = await Promise.all([
    db.selectFrom('game_screenshots').selectAll().where('game_id', '=', appID).orderBy('seq').execute(),
    db
      .selectFrom('gift_packs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('game_id', '=', appID)
      .executeTakeFirstOrThrow(),
  ]);
  return toGameDetail(row, { bought: false, shots, giftCount: Number(gifts.n) });
}
