import type { FastifyInstance } from 'fastify';
import { ok } from './answer.ts';

/** A dependency the instance cannot serve without; `check` throws when it is unreachable. */
export interface ReadinessCheck {
  name: string;
  check(): Promise<void>;
}

const CHECK_TIMEOUT_MS = 2_000;

/**
 * What stands in for a dependency the instance is configured without: the cache in its own memory
 * (no REDIS_URL), files on its own disk (FILE_STORE=local). Nothing to reach, so always ready; the
 * answer names them, so it always has `db`, `cache` and `files`.
 */
const IN_PROCESS: Record<string, string> = { cache: 'memory', files: 'local' };

const draining = new WeakSet<FastifyInstance>();

/**
 * Shutdown has begun but the instance still serves: /ready answers 503 from now on, so a balancer
 * with active health checks stops sending new requests before the listener closes.
 */
export function beginDrain(app: FastifyInstance): void {
  draining.add(app);
}

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    work.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (err) => {
        clearTimeout(timer);
        reject(err);
      },
    );
  });
}

/**
 * GET /health: liveness, the process answers (restart it when this fails).
 * GET /ready: readiness, every dependency answers and the instance is not shutting down (take it out
 * of the load balancer when this fails; 503 with each check's state). `{db, cache, files}` always:
 * `ok` / `unreachable` for what is checked, `memory` / `local` for the in-process stand-ins.
 */
export function installHealth(app: FastifyInstance, checks: ReadinessCheck[]): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  app.get('/health', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok({ status: 'ok', uptime: Math.round(process.uptime()) });
  });

  app.get('/ready', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const states: Record<string, string> = {};
    await Promise.all(
      checks.map(async (c) => {
        try {
          await within(CHECK_TIMEOUT_MS, c.check());
          states[c.name] = 'ok';
        } catch (err) {
          // The reason goes to the log only: connection strings and addresses are not for the public.
          app.log.warn({ err, check: c.name }, 'readiness check failed');
          states[c.name] = 'unreachable';
        }
      }),
    );
    for (const [name, standIn] of Object.entries(IN_PROCESS)) states[name] ??= standIn;
    const stopping = closing || draining.has(app);
    const ready = !stopping && checks.every((c) => states[c.name] === 'ok');
    if (stopping) states.instance = 'shutting down';
    return reply
      .status(ready ? 200 : 503)
      .send({ code: ready ? 0 : 503, msg: ready ? 'ok' : '服务未就绪', data: states });
  });
}
