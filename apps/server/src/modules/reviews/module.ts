import type { AppModule } from '../../infra/module.ts';
import { reviewRoutes } from './routes.ts';

/**
 * Game reviews and ratings (游戏评价): one review per player and game, 有用 votes, the rating counted
 * from the visible reviews. Reports and the moderators' hiding go through the reports module's queue
 * (square_hidden with target_type 'review'); this module reads that state (visibility.ts).
 */
export const reviewsModule: AppModule = { name: 'reviews', api: reviewRoutes };
