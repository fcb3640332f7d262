import type { AppModule } from '../../infra/module.ts';
import { gamesRoutes } from './routes.ts';
import { seedGames } from './seed.ts';

export { gameFileKey, gameFileUrl, type PlatformType } from './file-url.ts';
export { findGameRow } from './queries.ts';

export const gamesModule: AppModule = {
  name: 'games',
  portal: gamesRoutes,
  seed: (db, ctx) => seedGames(db, ctx),
};
