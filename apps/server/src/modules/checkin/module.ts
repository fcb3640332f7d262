import type { AppModule } from '../../infra/module.ts';
import { checkinPortal } from './routes.ts';

export const checkinModule: AppModule = { name: 'checkin', portal: checkinPortal };
