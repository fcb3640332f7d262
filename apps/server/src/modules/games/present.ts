// Turns game rows into the contract's Game and GameDetail (openapi/portal.yaml).
import type { Selectable } from 'kysely';
import type { GameScreenshotsTable, GamesTable } from '../../db/tables/games.ts';

export type GameRow = Selectable<GamesTable> & { type_name: string };

export type Game = {
  id: number;
  appID: number;
  name: string;
  icon: string;
  cover: string;
  type: number;
  typeName: string;
  tags: string[];
  /** Package size in bytes. */
  size: number;
  version: string;
  onlineType: number;
  buyAmount: number;
  downloadCount: number;
  /** Out of 10 with one decimal. */
  score: number;
  /** One-line introduction. */
  intro: string;
  bought: boolean;
};

export type GameDetail = Game & {
  screenshots: { url: string; width: number; height: number }[];
  /** Sanitized HTML. */
  description: string;
  giftCount: number;
};

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
    onlineType: row.online_type,
    buyAmount: row.buy_amount,
    downloadCount: Number(row.downloads),
    score: row.rating / 10,
    intro: row.summary,
    bought,
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
