import type { AppModule } from '../../infra/module.ts';
import { uploadApiRoutes, uploadPortalRoutes } from './routes.ts';

export const uploadsModule: AppModule = {
  name: 'uploads',
  api: uploadApiRoutes,
  portal: uploadPortalRoutes,
};
