// Reads of the game catalogue. Lists order by the operator's `sort`, then id, so paging is stable.
import type { Db } from '../../db/tx.ts';
import { type GameDetail, type GameRow, type GameSummary, toGameDetail, toGameSummary } from './present.ts';

function gamesWithType(db: Db) {
  return db
    .selectFrom('games')
    .innerJoin('game_types', 'game_types.id', 'games.type_id')
    .selectAll('games')
    .select('game_types.name as type_name');
}

export async function listGameTypes(db: Db): Promise<{ id: number; name: string }[]> {
  return db.selectFrom('game_types').select(['id', 'name']).orderBy('sort').orderBy('id').execute();
}

export async function listGames(
  db: Db,
  query: { type?: number | undefined; offset: number; limit: number },
): Promise<{ records: GameSummary[]; total: number }> {
  let rows = gamesWithType(db);
  let count = db.selectFrom('games').select((eb) => eb.fn.countAll<number>().as('n'));
  if (query.type) {
    rows = rows.where('games.type_id', '=', query.type);
    count = count.where('type_id', '=', query.type);
  }
  const [records, total] = await Promise.all([
    rows.orderBy('games.sort').orderBy('games.id').limit(query.limit).offset(query.offset).execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { records: (records as GameRow[]).map(toGameSummary), total: Number(total.n) };
}

export async function recommendedGames(db: Db, limit: number): Promise<GameSummary[]> {
  const rows = await gamesWithType(db)
    .where('games.recommended', '=', 1)
    .orderBy('games.sort')
    .orderBy('games.id')
    .limit(limit)
    .execute();
  return (rows as GameRow[]).map(toGameSummary);
}

export async function findGameRow(db: Db, appID: number): Promise<GameRow | undefined> {
  return (await gamesWithType(db).where('games.id', '=', appID).executeTakeFirst()) as GameRow | undefined;
}

export async function gameDetail(db: Db, appID: number): Promise<GameDetail | undefined> {
  const row = await findGameRow(db, appID);
  if (!row) return undefined;
  const shots = await db
    .selectFrom('game_screenshots')
    .selectAll()
    .where('game_id', '=', appID)
    .orderBy('seq')
    .execute();
  return toGameDetail(row, shots);
}
