import type { AppModule } from '../../infra/module.ts';
import { comicsRoutes } from './routes.ts';
import { seedComics } from './seed.ts';

export const comicsModule: AppModule = {
  name: 'comics',
  portal: comicsRoutes,
  seed: (db, ctx) => seedComics(db, ctx),
};
