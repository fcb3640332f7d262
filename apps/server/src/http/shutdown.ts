import type { FastifyInstance } from 'fastify';

/**
 * On close, Node stops accepting connections but waits for open keep-alive connections, which a
 * client may hold for a minute after its last request. Fastify only closes the ones idle at the
 * moment close begins; this keeps closing connections as their in-flight requests finish, so
 * shutdown takes as long as the slowest request, not the keep-alive timeout.
 */
export function installGracefulClose(app: FastifyInstance): void {
  let sweeper: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    sweeper = setInterval(() => app.server.closeIdleConnections(), 50);
    sweeper.unref();
  });
  app.addHook('onClose', async () => {
    if (sweeper) clearInterval(sweeper);
  });
}
