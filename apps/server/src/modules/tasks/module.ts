import type { AppModule } from '../../infra/module.ts';
import { tasksPortal } from './routes.ts';

export const tasksModule: AppModule = { name: 'tasks', portal: tasksPortal };
