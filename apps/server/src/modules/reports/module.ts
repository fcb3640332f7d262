import type { AppModule } from '../../infra/module.ts';
import { reportRoutes } from './routes.ts';

/**
 * Reports (the review queue, `queue.ts`) and blocks (`blocks.ts`). The square's lists and pages
 * leave hidden content and blocked authors out (square/visibility.ts).
 */
export const reportsModule: AppModule = {
  name: 'reports',
  api: reportRoutes,
};
