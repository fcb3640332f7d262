import type { AppModule } from '../../infra/module.ts';
import { gamesRoutes } from './routes.ts';
import { seedGames } from './seed.ts';

export const gamesModule: AppModule = {
  name: 'games',
  portal: gamesRoutes,
  seed: (db, ctx) => seedGames(db, ctx),
};
