import type { AppModule } from '../../infra/module.ts';
import { catalogRoutes } from './routes-catalog.ts';
import { readingRoutes } from './routes-reading.ts';
import { seedComics } from './seed.ts';

export const comicsModule: AppModule = {
  name: 'comics',
  portal: async (app) => {
    await app.register(catalogRoutes);
    await app.register(readingRoutes);
  },
  seed: (db, ctx) => seedComics(db, ctx),
};
