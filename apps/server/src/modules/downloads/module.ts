import type { AppModule } from '../../infra/module.ts';
import { downloadsPortal } from './routes.ts';

export const downloadsModule: AppModule = { name: 'downloads', portal: downloadsPortal };
