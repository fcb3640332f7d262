import type { AppModule } from '../../infra/module.ts';
import { commentRoutes } from './routes-comments.ts';
import { metaRoutes } from './routes-meta.ts';
import { postRoutes } from './routes-posts.ts';
import { socialRoutes } from './routes-social.ts';
import { seedSquare } from './seed.ts';

export const squareModule: AppModule = {
  name: 'square',
  api: async (app) => {
    await app.register(metaRoutes);
    await app.register(postRoutes);
    await app.register(socialRoutes);
    await app.register(commentRoutes);
  },
  seed: seedSquare,
};
