import type { AppModule } from '../../infra/module.ts';
import { catalogRoutes } from './routes-catalog.ts';
import { paidRoutes } from './routes-paid.ts';
import { readingRoutes } from './routes-reading.ts';
import { seedComics } from './seed.ts';

export const comicsModule: AppModule = {
  name: 'comics',
  portal: async (app) => {
    await app.register(catalogRoutes);
    await app.register(readingRoutes);
    await app.register(paidRoutes);
  },
  seed: (db, ctx) => seedComics(db, ctx),
};
