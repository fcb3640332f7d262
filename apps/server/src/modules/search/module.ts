import type { AppModule } from '../../infra/module.ts';
import { searchRoutes } from './routes.ts';
import { seedSearch } from './seed.ts';

/** The square's search history (per account) and trending searches. */
export const searchModule: AppModule = {
  name: 'search',
  api: searchRoutes,
  seed: seedSearch,
};
