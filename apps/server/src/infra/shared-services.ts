import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Cache } from '../cache/cache.ts';
import { type ContentChanges, localContentChanges, redisContentChanges } from '../cache/content-changes.ts';
import { MemoryCache } from '../cache/memory.ts';
import type { Config } from '../config.ts';
import type { FileStore } from '../storage/file-store.ts';
import { LocalFileStore } from '../storage/local-file-store.ts';

/**
 * What several instances must share beyond the database, chosen by configuration: Redis when
 * REDIS_URL is set (else in-process), an S3-compatible bucket when FILE_STORE=s3 (else local disk).
 * The Redis and S3 clients are imported only when configured: the AWS SDK alone costs ~0.7 s of
 * start-up, which a single-machine deployment (and every test) need not pay.
 */
export async function cacheFor(config: Config): Promise<Cache> {
  if (!config.redisUrl) return new MemoryCache();
  const { RedisCache } = await import('../cache/redis-cache.ts');
  return new RedisCache(config.redisUrl, config.redisPrefix);
}

/** Word of content changes between instances: through Redis pub/sub when the cache is Redis. */
export async function contentChangesFor(cache: Cache, config: Config): Promise<ContentChanges> {
  if (!config.redisUrl) return localContentChanges();
  const { RedisCache } = await import('../cache/redis-cache.ts');
  if (cache instanceof RedisCache) return redisContentChanges(cache.redis, config.redisPrefix);
  return localContentChanges();
}

export interface FileBackend {
  store: FileStore;
  /** Serves GET /files/* itself; absent: the local folder is served (http/static.ts serveLocalFiles). */
  serve?: (app: FastifyInstance) => void;
  /** Readiness of the backing service. */
  ping?: () => Promise<void>;
  close?: () => void;
}

export async function filesFor(config: Config): Promise<FileBackend> {
  if (config.fileStore !== 's3') return { store: new LocalFileStore(localFilesRoot(config)) };
  if (!config.s3.bucket) throw new Error('FILE_STORE=s3 needs S3_BUCKET');
  const [{ S3FileStore }, { installS3Files }] = await Promise.all([
    import('../storage/s3-file-store.ts'),
    import('../storage/s3-files-route.ts'),
  ]);
  const store = new S3FileStore(config.s3);
  return {
    store,
    serve: (app) => installS3Files(app, store),
    ping: () => store.ping(),
    close: () => store.close(),
  };
}

export function localFilesRoot(config: Config): string {
  return path.join(config.dataDir, 'files');
}
