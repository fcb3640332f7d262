import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import type { SeedArt } from '../seed/art/seed-art.ts';
import type { FileStore } from '../storage/file-store.ts';

/** Where the square family's routes are mounted (the contract's `servers` entry of those paths). */
export const API_PREFIX = '/api';
/** Where the portal family's routes are mounted. */
export const PORTAL_PREFIX = '/portal';

export interface SeedContext {
  config: Config;
  files: FileStore;
  /** Seed pictures: drawn as SVG, stored as WebP (`art.put(keyWithoutExtension, svg)` → URL). */
  art: SeedArt;
  log: FastifyBaseLogger;
  /** scrypt hash with the configured cost (accounts/password.ts). */
  hashPassword(password: string): Promise<string>;
}

/**
 * One area of the server. `api` routes are mounted under /api (square family), `portal` routes
 * under /portal (portal family); both are plain Fastify plugins with the app's decorations
 * (db, events, cache, files, config) available on `this`/`app`.
 */
export interface AppModule {
  name: string;
  api?: FastifyPluginAsync;
  portal?: FastifyPluginAsync;
  /** Pages outside both API families, mounted at the site root (e.g. the sandbox payment page /pay/sandbox/...). */
  root?: FastifyPluginAsync;
  /** Fills an empty database with demo content; runs in the order of the module list. */
  seed?: (db: Kysely<Database>, ctx: SeedContext) => Promise<void>;
}
