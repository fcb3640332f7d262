// The operators' console API (/api/v1/admin/...): operator login, roles from the contract's x-roles
// checked in one hook (access.ts), every write audited in its own transaction (audit.ts).
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { AppModule } from '../../infra/module.ts';
import { installAccess } from './access.ts';
import { countBookRead } from './activity.ts';
import { bookRoutes } from './routes-books.ts';
import { broadcastRoutes } from './routes-broadcast.ts';
import { contentRoutes } from './routes-content.ts';
import { dashboardRoutes } from './routes-dashboard.ts';
import { gameReleaseRoutes } from './routes-game-release.ts';
import { gameRoutes } from './routes-games.ts';
import { moderationRoutes } from './routes-moderation.ts';
import { moneyRoutes } from './routes-money.ts';
import { operatorRoutes } from './routes-operators.ts';
import { redeemCodeRoutes } from './routes-redeem-codes.ts';
import { reportRoutes } from './routes-reports.ts';
import { supportRoutes } from './routes-support.ts';

export const adminModule: AppModule = {
  name: 'admin',
  api: async (app: FastifyInstance) => {
    // The console's HttpOnly credential (operators.ts OPERATOR_COOKIE); no other area reads cookies.
    await app.register(cookie);
    installAccess(app);
    app.events.on('chapter.read', async ({ bookId }) => {
      await countBookRead(app, bookId);
    });
    await operatorRoutes(app);
    await gameRoutes(app);
    await gameReleaseRoutes(app);
    await bookRoutes(app);
    await contentRoutes(app);
    await moderationRoutes(app);
    await reportRoutes(app);
    await redeemCodeRoutes(app);
    await moneyRoutes(app);
    await dashboardRoutes(app);
    await supportRoutes(app);
    await broadcastRoutes(app);
  },
};
