import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

/**
 * Word that operators changed content, heard by every instance: what an instance keeps in its own
 * memory (the rendered first screens) is dropped at once instead of living out its few seconds. The
 * shared caches need no word: with Redis configured they are Redis itself (cache/invalidation.ts).
 */
export interface ContentChanges {
  /** Tells this instance now, and every other one through Redis when it is configured. */
  announce(): Promise<void>;
  onChange(listener: () => void): void;
  close(): Promise<void>;
}

/** One process: the word goes to this instance's listeners only. */
export function localContentChanges(): ContentChanges {
  const events = new EventEmitter();
  return {
    async announce() {
      events.emit('change');
    },
    onChange(listener) {
      events.on('change', listener);
    },
    async close() {
      events.removeAllListeners();
    },
  };
}

/**
 * Every instance on one Redis (and one key prefix) hears every announcement through pub/sub. A
 * subscribed connection can do nothing else, so it is a duplicate of the cache's own connection. The
 * instance starts whether Redis answers or not (readiness says which): the subscription waits for the
 * connection, and ioredis subscribes again after a reconnect.
 */
export function redisContentChanges(redis: Redis, prefix: string): ContentChanges {
  const channel = `${prefix}content-changed`;
  // Each announcement carries its instance's id: the instance hears its own on the channel too, and
  // has already told its listeners.
  const instance = randomUUID();
  const local = localContentChanges();
  const subscriber = redis.duplicate({ maxRetriesPerRequest: null });
  subscriber.on('error', () => {});
  subscriber.on('message', (from, sender) => {
    if (from === channel && sender !== instance) void local.announce();
  });
  subscriber.subscribe(channel).catch(() => {});
  return {
    async announce() {
      await local.announce();
      await redis.publish(channel, instance);
    },
    onChange: local.onChange,
    async close() {
      await local.close();
      subscriber.disconnect();
    },
  };
}
