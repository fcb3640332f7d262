// The games front door: a game's row and its file address (downloads), and games as players see them
// (recommended, bought or not) for the home page.
export { gameFileUrl, type PlatformType } from './file-url.ts';
export { findGameRow, recommendedGames, withBought } from './queries.ts';
