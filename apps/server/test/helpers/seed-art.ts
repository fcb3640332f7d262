import type { FastifyInstance } from 'fastify';
import { createSeedArt, type SeedArt } from '../../src/seed/art/seed-art.ts';

/** The picture store the seed would use for this app (the machine-wide render cache included). */
export function seedArtFor(app: FastifyInstance): Promise<SeedArt> {
  return createSeedArt({ files: app.files, cacheDir: app.config.seedArtCache });
}
