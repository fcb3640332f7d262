import type { AppModule } from '../../infra/module.ts';
import { reservationRoutes } from './routes.ts';
import { scheduleReleases } from './scheduler.ts';
import { seedReservations } from './seed.ts';

export const reservationsModule: AppModule = {
  name: 'reservations',
  portal: async (app) => {
    await reservationRoutes(app, {});
    scheduleReleases(app);
  },
  seed: (db) => seedReservations(db),
};
