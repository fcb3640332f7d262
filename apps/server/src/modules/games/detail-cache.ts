import type { Cache } from '../../cache/cache.ts';

/** Where a game's detail is kept as a guest sees it (games/routes.ts). */
export const gameDetailKey = (appID: number): string => `games:detail:${appID}`;

/** Drops a game's kept detail, so a change of its counts (预约人数) shows on its next view. */
export function forgetGameDetail(cache: Cache, appID: number): Promise<void> {
  return cache.del(gameDetailKey(appID));
}
