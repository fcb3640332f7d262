import path from 'node:path';
import type { Cache } from '../cache/cache.ts';
import { MemoryCache } from '../cache/memory.ts';
import { RedisCache } from '../cache/redis-cache.ts';
import type { Config } from '../config.ts';
import type { FileStore } from '../storage/file-store.ts';
import { LocalFileStore } from '../storage/local-file-store.ts';
import { S3FileStore } from '../storage/s3-file-store.ts';

/**
 * What several instances must share beyond the database, chosen by configuration: Redis when
 * REDIS_URL is set (else in-process), an S3-compatible bucket when FILE_STORE=s3 (else local disk).
 */
export function cacheFor(config: Config): Cache {
  return config.redisUrl ? new RedisCache(config.redisUrl, config.redisPrefix) : new MemoryCache();
}

export function fileStoreFor(config: Config): FileStore {
  if (config.fileStore !== 's3') return new LocalFileStore(path.join(config.dataDir, 'files'));
  if (!config.s3.bucket) throw new Error('FILE_STORE=s3 needs S3_BUCKET');
  return new S3FileStore(config.s3);
}
