import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Errors } from './answer.ts';

export interface RateLimitOptions {
  /** Bucket name, e.g. 'login'. */
  name: string;
  max: number;
  windowMs: number;
  /** What is counted; defaults to the user's uid, else the client address. */
  key?: (request: FastifyRequest) => string | undefined;
}

/**
 * A fixed-window limit counted in `app.cache` (in-process now, Redis when configured), answering
 * 429 `操作过于频繁，请稍后再试`. Use as a route's `preHandler` (after validation, so `key` may read the body).
 */
export function rateLimit(opts: RateLimitOptions): preHandlerAsyncHookHandler {
  return async function limit(request) {
    const who = opts.key?.(request) ?? request.user?.uid ?? request.ip;
    const window = Math.floor(Date.now() / opts.windowMs);
    const count = await this.cache.incr(`rl:${opts.name}:${who}:${window}`, opts.windowMs);
    if (count > (this.config.rateLimitMax[opts.name] ?? opts.max)) throw Errors.tooMany();
  };
}

/** Shared defaults so all writes of one kind share one budget. */
export const limits = {
  login: { name: 'login', max: 10, windowMs: 60_000 },
  register: { name: 'register', max: 5, windowMs: 60_000 },
  smsIp: { name: 'sms-ip', max: 20, windowMs: 3600_000 },
  write: { name: 'write', max: 30, windowMs: 60_000 },
  like: { name: 'like', max: 120, windowMs: 60_000 },
  upload: { name: 'upload', max: 20, windowMs: 60_000 },
} as const satisfies Record<string, RateLimitOptions>;
