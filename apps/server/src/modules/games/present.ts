// Turns game rows into the contract's Game and GameDetail (openapi/portal.yaml).
import type { ContractSchema } from '@portal/openapi/operations';
import type { Selectable } from 'kysely';
import type { GameScreenshotsTable, GamesTable } from '../../db/tables/games.ts';

export type GameRow = Selectable<GamesTable> & { type_name: string };

export type Game = ContractSchema<'Game'>;
export type GameDetail = ContractSchema<'GameDetail'>;

export function splitTags(tags: string): string[] {
  return tags ? tags.split(',').filter(Boolean) : [];
}

export function toGame(row: GameRow, bought: boolean): Game {
  return {
    id: row.id,
    appID: row.id,
    name: row.name,
    icon: row.icon,
    cover: row.banner,
    type: row.type_id,
    typeName: row.type_name,
    tags: splitTags(row.tags),
    size: row.size_kb * 1024,
    version: row.version,
    // As the download decides: any price type but 0 (free) is paid.
    onlineType: row.online_type === 0 ? 0 : 1,
    buyAmount: row.buy_amount,
    downloadCount: Number(row.downloads),
    score: row.rating / 10,
    intro: row.summary,
    bought,
    upcoming: row.upcoming === 1,
    releaseTime: row.release_time,
    reservationCount: Number(row.reservation_count),
    // Per player, like `bought`: added on copies by withBought.
    reserved: false,
  };
}

export function toGameDetail(
  row: GameRow,
  extra: { bought: boolean; shots: Selectable<GameScreenshotsTable>[]; giftCount: number },
): GameDetail {
  return {
    ...toGame(row, extra.bought),
    screenshots: extra.shots.map((s) => ({ url: s.url, width: s.width, height: s.height })),
    description: row.intro,
    giftCount: extra.giftCount,
  };
}
