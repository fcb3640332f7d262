// /metrics in Prometheus text format (prom-client): requests, latency and errors by route; purchases,
// refunds and ledger totals read from the database at scrape time; database pool and Redis health.
// Closed unless METRICS_TOKEN (bearer) or METRICS_ALLOW (client addresses) opens it.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { ErrorCode } from './answer.ts';

export const METRICS_PATH = '/metrics';

function allowed(request: FastifyRequest, token: string | undefined, allow: string[]): boolean {
  if (allow.includes(request.ip)) return true;
  if (!token) return false;
  const h = request.headers.authorization;
  const given = Buffer.from(typeof h === 'string' && h.startsWith('Bearer ') ? h.slice(7).trim() : '');
  const want = Buffer.from(token);
  return given.length === want.length && timingSafeEqual(given, want);
}

/** Installed at the root before the areas register, so every route is counted. */
export function installMetrics(app: FastifyInstance, deps: { pool?: pg.Pool | undefined }): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'portal_' });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'HTTP requests by route and status',
    labelNames,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'portal_http_errors_total',
    help: 'HTTP answers with status >= 400 by route',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time to answer, by route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const db = app.db;
  const scalar = async (q: Promise<{ n: number | string | bigint | null } | undefined>) =>
    Number((await q)?.n ?? 0);
  new Gauge({
    name: 'portal_purchases_total',
    help: 'Game purchases ever made (kept and refunded)',
    registers: [registry],
    async collect() {
      const kept = await scalar(
        db
          .selectFrom('game_purchases')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst(),
      );
      const refunded = await scalar(
        db
          .selectFrom('game_purchase_refunds')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst(),
      );
      this.set(kept + refunded);
    },
  });
  new Gauge({
    name: 'portal_refunds_total',
    help: 'Purchases refunded by operators',
    registers: [registry],
    async collect() {
      this.set(
        await scalar(
          db
            .selectFrom('game_purchase_refunds')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirst(),
        ),
      );
    },
  });
  new Gauge({
    name: 'portal_ledger_amount_total',
    help: 'Sum of X钻 ledger amounts by kind (credits positive, spending negative)',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      const rows = await db
        .selectFrom('coin_ledger')
        .select((eb) => ['kind', eb.fn.sum<number>('amount').as('total')])
        .groupBy('kind')
        .execute();
      this.reset();
      for (const r of rows) this.set({ kind: r.kind }, Number(r.total ?? 0));
    },
  });
  new Gauge({
    name: 'portal_db_up',
    help: '1 when the database answered a query during this scrape',
    registers: [registry],
    async collect() {
      try {
        await db.selectFrom('users').select('uid').limit(1).execute();
        this.set(1);
      } catch {
        this.set(0);
      }
    },
  });
  if (deps.pool) {
    const pool = deps.pool;
    new Gauge({
      name: 'portal_db_pool_connections',
      help: 'PostgreSQL pool connections by state',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
  if (app.cache.ping) {
    new Gauge({
      name: 'portal_redis_up',
      help: '1 when the shared cache (Redis) answered PING during this scrape',
      registers: [registry],
      async collect() {
        try {
          await app.cache.ping?.();
          this.set(1);
        } catch {
          this.set(0);
        }
      },
    });
  }

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === METRICS_PATH) return;
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    if (reply.statusCode >= 400) errors.inc(labels);
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  app.get(METRICS_PATH, async (request, reply) => {
    const { metricsToken, metricsAllow } = app.config;
    if (!metricsToken && metricsAllow.length === 0)
      return reply
        .status(ErrorCode.NotFound)
        .send({ code: ErrorCode.NotFound, msg: '内容不存在', data: null });
    if (!allowed(request, metricsToken, metricsAllow))
      return reply
        .status(ErrorCode.Forbidden)
        .send({ code: ErrorCode.Forbidden, msg: '拒绝访问', data: null });
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
}
