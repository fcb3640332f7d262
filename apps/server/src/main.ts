import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { withStartupLock } from './db/migration-lock.ts';
import { beginDrain } from './http/health.ts';
import { seedIfEmpty } from './seed/index.ts';

const config = loadConfig();
const app = await buildApp(config).catch((err: unknown) => {
  // A configuration an operator must fix: the reasons, not a stack trace.
  if (!(err instanceof ConfigError)) throw err;
  process.stderr.write(`${err.message}\n`);
  process.exit(1);
});
// Instances starting together on an empty database: one seeds, the others wait and find it seeded.
if (config.seedOnStart) await withStartupLock(config, 'seed', () => seedIfEmpty(app));
await app.listen({ port: config.port, host: config.host });
const bound = app.server.address();
const port = typeof bound === 'object' && bound ? bound.port : config.port;
// The one line a person starting the portal looks for, outside the JSON log.
process.stdout.write(`\nportal ready: open http://localhost:${port}/  (data: ${config.dataDir})\n\n`);

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // Drain first (readiness 503, still serving) so a balancer with active checks stops sending;
    // then stop taking connections, let in-flight requests finish, and close the database.
    beginDrain(app);
    const timer = setTimeout(() => process.exit(1), config.shutdownDrainMs + config.shutdownTimeoutMs);
    timer.unref();
    setTimeout(() => {
      app.close().then(
        () => process.exit(0),
        (err) => {
          app.log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
    }, config.shutdownDrainMs);
  });
}
