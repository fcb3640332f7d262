import type { AppModule } from '../../infra/module.ts';
import { pushPortal } from './routes.ts';

export const pushModule: AppModule = { name: 'push', portal: pushPortal };
