import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type PushSettings, pushProductionProblems, pushSettingsFrom } from './modules/push/index.ts';
import {
  type PaymentSettings,
  paymentProductionProblems,
  paymentSettingsFrom,
} from './modules/wallet/index.ts';
import { type SmsSettings, smsProductionProblems, smsSettingsFrom } from './sms/settings.ts';
import type { S3Settings } from './storage/s3-file-store.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** scrypt cost; OWASP (2025): N=2^17, r=8, p=1. Tests may lower N to keep the suite fast. */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

export interface Config {
  /**
   * `NODE_ENV=production`: development parts (sandbox payments, the SMS provider that logs codes, generated
   * secrets, benchmark routes) are refused and the server does not start with them (`productionProblems`).
   */
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL when set, else SQLite at `${dataDir}/portal.db`. */
  databaseUrl: string | undefined;
  /** PostgreSQL schema to use (tests run each file in its own schema). */
  databaseSchema: string | undefined;
  /** Shared cache (rate limits, send throttles, lists, session lookups); in-process when unset. */
  redisUrl: string | undefined;
  /** The job queue (infra/jobs): how long a job may run before pg-boss retries it, how often it looks. */
  jobs: { expireSeconds: number; superviseSeconds: number };
  /** Prefix of every Redis key: one per deployment (or test run) sharing a Redis. */
  redisPrefix: string;
  /** Where files live: local disk under `${dataDir}/files` (default) or an S3-compatible bucket. */
  fileStore: 'local' | 's3';
  s3: S3Settings;
  /** Graceful shutdown: in-flight requests get this long after SIGTERM before the process exits anyway. */
  shutdownTimeoutMs: number;
  /** Before that: how long /ready answers 503 while the instance still serves (balancer health checks). */
  shutdownDrainMs: number;
  webDist: string;
  /** The built operators' console (apps/admin), served under /admin/. */
  adminDist: string;
  corsOrigins: string[];
  /** Signs sandbox payment callbacks; unset: generated once per database (infra/secrets.ts). */
  paymentSecret: string | undefined;
  /**
   * Keys HMACs of SMS codes and other server-side signatures; shared by all instances behind one load
   * balancer. Unset: generated once per database in development, required in production.
   */
  appSecret: string | undefined;
  payment: PaymentSettings;
  sms: SmsSettings;
  /** Web Push: VAPID keys and subject, and whether local push endpoints are accepted (modules/push/settings.ts). */
  push: PushSettings;
  /** Absolute origin for links the server hands out (download, invite); unset: the request's own origin. */
  publicUrl: string | undefined;
  logLevel: string;
  scrypt: ScryptParams;
  /** Seed demo content when the users table is empty (main.ts start). */
  seedOnStart: boolean;
  /**
   * Machine-wide cache of seed pictures rendered to WebP (src/seed/art/raster.ts), shared by every data
   * folder; null (SEED_ART_CACHE=off) renders every time.
   */
  seedArtCache: string | null;
  /** Registers GET /api/v1/bench/hello, the baseline of the benchmark. */
  benchRoutes: boolean;
  /** `/metrics` opens to `Authorization: Bearer <token>` (METRICS_TOKEN) and/or these client addresses (METRICS_ALLOW, comma list); closed when both are empty. */
  metricsToken: string | undefined;
  metricsAllow: string[];
  trustProxy: boolean;
  /**
   * Per-bucket overrides of the rate limits' `max`, from RATE_LIMITS=`register=100,login=50`: an operator
   * behind a shared NAT (or a browser test suite registering many users from one address) raises them.
   */
  rateLimitMax: Record<string, number>;
}

function seedArtCacheDir(env: NodeJS.ProcessEnv): string | null {
  if (env.SEED_ART_CACHE === 'off') return null;
  if (env.SEED_ART_CACHE) return path.resolve(env.SEED_ART_CACHE);
  const base = env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  return path.join(base, 'portal', 'seed-art');
}

function rateLimitOverrides(value: string | undefined): Record<string, number> {
  const overrides: Record<string, number> = {};
  for (const pair of list(value)) {
    const [name, max] = pair.split('=');
    const n = Number(max);
    if (name && Number.isInteger(n) && n > 0) overrides[name.trim()] = n;
  }
  return overrides;
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8000);
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'));
  return {
    production: env.NODE_ENV === 'production',
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    redisUrl: env.REDIS_URL || undefined,
    jobs: {
      expireSeconds: Number(env.JOBS_EXPIRE_SECONDS ?? 60),
      superviseSeconds: Number(env.JOBS_SUPERVISE_SECONDS ?? 30),
    },
    redisPrefix: env.REDIS_PREFIX ?? 'portal:',
    fileStore: env.FILE_STORE === 's3' ? 's3' : 'local',
    s3: {
      endpoint: env.S3_ENDPOINT || undefined,
      bucket: env.S3_BUCKET ?? '',
      region: env.S3_REGION ?? 'us-east-1',
      accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
      forcePathStyle: env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true',
    },
    shutdownTimeoutMs: Number(env.SHUTDOWN_TIMEOUT_MS ?? 10_000),
    shutdownDrainMs: Number(env.SHUTDOWN_DRAIN_MS ?? 0),
    webDist: path.resolve(env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    adminDist: path.resolve(env.ADMIN_DIST ?? path.join(repoRoot, 'apps/admin/dist')),
    corsOrigins: list(env.CORS_ORIGINS),
    paymentSecret: env.PAYMENT_SECRET || undefined,
    appSecret: env.APP_SECRET || undefined,
    payment: paymentSettingsFrom(env),
    sms: smsSettingsFrom(env),
    push: pushSettingsFrom(env),
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/$/, '') : undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    scrypt: { N: 2 ** Number(env.SCRYPT_LOG_N ?? 17), r: 8, p: 1 },
    seedOnStart: env.SEED_ON_START !== '0',
    seedArtCache: seedArtCacheDir(env),
    benchRoutes: env.PORTAL_BENCH === '1',
    metricsToken: env.METRICS_TOKEN || undefined,
    metricsAllow: (env.METRICS_ALLOW ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
    trustProxy: env.TRUST_PROXY === '1',
    rateLimitMax: rateLimitOverrides(env.RATE_LIMITS),
  };
}

/** Shortest configured secret accepted in production: 32 characters, e.g. `openssl rand -hex 16`. */
export const MIN_SECRET_LENGTH = 32;

/** Why this configuration must not serve real users; empty outside production or when it is ready. */
export function productionProblems(config: Config): string[] {
  if (!config.production) return [];
  const problems: string[] = [];
  if (!config.appSecret || config.appSecret.length < MIN_SECRET_LENGTH)
    problems.push(`APP_SECRET must be set to a random value of at least ${MIN_SECRET_LENGTH} characters`);
  if (config.benchRoutes) problems.push('PORTAL_BENCH=1 adds benchmark routes: unset it');
  problems.push(
    ...paymentProductionProblems(config.payment),
    ...smsProductionProblems(config.sms),
    ...pushProductionProblems(config.push),
  );
  return problems;
}

/** The server refuses to start: the message lists every problem, so an operator fixes them in one go. */
export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`refusing to start in production mode (NODE_ENV=production):\n- ${problems.join('\n- ')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}
