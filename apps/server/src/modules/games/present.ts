// Turns game rows into the answers the contract documents.
import type { Selectable } from 'kysely';
import type { GameScreenshotsTable, GamesTable } from '../../db/tables/games.ts';

export type GameRow = Selectable<GamesTable> & { type_name: string };

export type GameSummary = {
  id: number;
  appID: number;
  name: string;
  icon: string;
  summary: string;
  typeId: number;
  typeName: string;
  tags: string[];
  onlineType: number;
  buyAmount: number;
  version: string;
  /** Human size, e.g. "512MB". */
  size: string;
  sizeKb: number;
  /** Out of 10 with one decimal, e.g. 9.2. */
  rating: number;
  downloads: number;
};

export type GameDetail = GameSummary & {
  banner: string;
  intro: string;
  screenshots: { url: string; width: number; height: number }[];
  createTime: string;
};

export function splitTags(tags: string): string[] {
  return tags ? tags.split(',').filter(Boolean) : [];
}

export function formatSize(sizeKb: number): string {
  if (sizeKb >= 1024 * 1024) return `${(sizeKb / 1024 / 1024).toFixed(1)}GB`;
  if (sizeKb >= 1024) return `${Math.round(sizeKb / 1024)}MB`;
  return `${sizeKb}KB`;
}

export function toGameSummary(row: GameRow): GameSummary {
  return {
    id: row.id,
    appID: row.id,
    name: row.name,
    icon: row.icon,
    summary: row.summary,
    typeId: row.type_id,
    typeName: row.type_name,
    tags: splitTags(row.tags),
    onlineType: row.online_type,
    buyAmount: row.buy_amount,
    version: row.version,
    size: formatSize(row.size_kb),
    sizeKb: row.size_kb,
    rating: row.rating / 10,
    downloads: Number(row.downloads),
  };
}

export function toGameDetail(row: GameRow, shots: Selectable<GameScreenshotsTable>[]): GameDetail {
  return {
    ...toGameSummary(row),
    banner: row.banner,
    intro: row.intro,
    screenshots: shots.map((s) => ({ url: s.url, width: s.width, height: s.height })),
    createTime: row.created_at,
  };
}
