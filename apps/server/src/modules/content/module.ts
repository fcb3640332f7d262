import type { AppModule } from '../../infra/module.ts';
import { contentRoutes } from './routes.ts';
import { seedContent } from './seed.ts';

export const contentModule: AppModule = {
  name: 'content',
  portal: contentRoutes,
  seed: (db, ctx) => seedContent(db, ctx),
};
