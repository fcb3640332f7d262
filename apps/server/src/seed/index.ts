import type { FastifyInstance } from 'fastify';
import { buildApp, modules } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { SeedContext } from '../infra/module.ts';
import { hashPassword } from '../modules/accounts/index.ts';
import { createSeedArt, type SeedArt } from './art/seed-art.ts';

/**
 * Runs every module's seed, in module order, when the users table has no rows. Returns whether it ran.
 * `art` replaces the picture store made from the config (tests read its counts).
 */
export async function seedIfEmpty(app: FastifyInstance, art?: SeedArt): Promise<boolean> {
  const any = await app.db.selectFrom('users').select('uid').limit(1).executeTakeFirst();
  if (any) return false;
  const started = Date.now();
  const ctx: SeedContext = {
    config: app.config,
    files: app.files,
    art:
      art ??
      (await createSeedArt({
        files: app.files,
        cacheDir: app.config.seedArtCache,
        warn: (obj, msg) => app.log.warn(obj, msg),
      })),
    log: app.log,
    hashPassword: (pw) => hashPassword(pw, app.config.scrypt),
  };
  for (const m of modules) {
    if (!m.seed) continue;
    const moduleStarted = Date.now();
    await m.seed(app.db, ctx);
    app.log.info({ module: m.name, ms: Date.now() - moduleStarted }, 'seeded');
  }
  const images = await ctx.art.flush();
  app.log.info(
    { ...images, cacheDir: app.config.seedArtCache, ms: Date.now() - started },
    `seed images: ${images.rendered} rendered, ${images.cached} from the cache, ${images.keptSvg} kept as SVG`,
  );
  return true;
}

// `pnpm --filter @portal/server seed`: migrate and seed the configured database, then exit.
if (import.meta.main) {
  const app = await buildApp(loadConfig());
  const ran = await seedIfEmpty(app);
  app.log.info(ran ? 'seed done' : 'database not empty: seed skipped');
  await app.close();
}
