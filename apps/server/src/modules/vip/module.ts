import type { AppModule } from '../../infra/module.ts';
import { vipPortal } from './routes.ts';

export const vipModule: AppModule = { name: 'vip', portal: vipPortal };
