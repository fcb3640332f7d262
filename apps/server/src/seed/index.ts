import type { FastifyInstance } from 'fastify';
import { buildApp, modules } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { SeedContext } from '../infra/module.ts';
import { hashPassword } from '../modules/accounts/password.ts';

/** Runs every module's seed, in module order, when the users table has no rows. Returns whether it ran. */
export async function seedIfEmpty(app: FastifyInstance): Promise<boolean> {
  const any = await app.db.selectFrom('users').select('uid').limit(1).executeTakeFirst();
  if (any) return false;
  const ctx: SeedContext = {
    config: app.config,
    files: app.files,
    log: app.log,
    hashPassword: (pw) => hashPassword(pw, app.config.scrypt),
  };
  for (const m of modules) {
    if (!m.seed) continue;
    const started = Date.now();
    await m.seed(app.db, ctx);
    app.log.info({ module: m.name, ms: Date.now() - started }, 'seeded');
  }
  return true;
}

// `pnpm --filter @portal/server seed`: migrate and seed the configured database, then exit.
if (import.meta.main) {
  const app = await buildApp(loadConfig());
  const ran = await seedIfEmpty(app);
  app.log.info(ran ? 'seed done' : 'database not empty: seed skipped');
  await app.close();
}
