import type { AppModule } from '../../infra/module.ts';
import { invitesPortal } from './routes.ts';

export const invitesModule: AppModule = { name: 'invites', portal: invitesPortal };
