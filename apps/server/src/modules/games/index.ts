// The games front door: a game's row and its file address (downloads), and games as players see them
// (recommended, bought or reserved or not) for the home page and 我的预约 (toGame).

export { forgetGameDetail } from './detail-cache.ts';
export { gameFileUrl, type PlatformType } from './file-url.ts';
export { type GameRow, toGame } from './present.ts';
export { findGameRow, recommendedGames, withBought } from './queries.ts';
