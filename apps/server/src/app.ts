import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Cache } from './cache/cache.ts';
import { type Config, ConfigError, productionProblems } from './config.ts';
import { connect } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { withStartupLock } from './db/migration-lock.ts';
import { installAdminConsole } from './http/admin-console.ts';
import { ok } from './http/answer.ts';
import { installAuth, SESSION_INVALID_HEADER } from './http/auth.ts';
import { installContract } from './http/contract.ts';
import { answerClientError, answerFrameworkError, installErrorHandler } from './http/errors.ts';
import { installHealth } from './http/health.ts';
import { installTextRules, strictValidatorFactory } from './http/input.ts';
import { logRedaction } from './http/log-redaction.ts';
import { installMetrics } from './http/metrics.ts';
import { installSecurityHeaders } from './http/security.ts';
import { sharedSerializerFactory } from './http/serializers.ts';
import { installGracefulClose } from './http/shutdown.ts';
import { installStatic, serveLocalFiles } from './http/static.ts';
import './http/types.ts';
import { EventBus } from './infra/events.ts';
import { jobQueueFor } from './infra/jobs/index.ts';
import { API_PREFIX, type AppModule, PORTAL_PREFIX } from './infra/module.ts';
import { resolveSecrets } from './infra/secrets.ts';
import {
  cacheFor,
  contentChangesFor,
  type FileBackend,
  filesFor,
  localFilesRoot,
} from './infra/shared-services.ts';
import { accountSessions } from './modules/accounts/index.ts';
import { accountsModule } from './modules/accounts/module.ts';
import { installPlayerHooks } from './modules/admin/index.ts';
import { adminModule } from './modules/admin/module.ts';
import { checkinModule } from './modules/checkin/module.ts';
import { comicsModule } from './modules/comics/module.ts';
import { contentModule } from './modules/content/module.ts';
import { downloadsModule } from './modules/downloads/module.ts';
import { gamesModule } from './modules/games/module.ts';
import { giftsModule } from './modules/gifts/module.ts';
import { invitesModule } from './modules/invites/module.ts';
import { createNotifications, type PushSender } from './modules/notifications/index.ts';
import { notificationsModule } from './modules/notifications/module.ts';
import { createPushSender } from './modules/push/index.ts';
import { pushModule } from './modules/push/module.ts';
import { reportsModule } from './modules/reports/module.ts';
import { reservationsModule } from './modules/reservations/module.ts';
import { reviewsModule } from './modules/reviews/module.ts';
import { searchModule } from './modules/search/module.ts';
import { squareModule } from './modules/square/module.ts';
import { tasksModule } from './modules/tasks/module.ts';
import { uploadsModule } from './modules/uploads/module.ts';
import { vipModule } from './modules/vip/module.ts';
import { walletModule } from './modules/wallet/module.ts';
import { smsProviderFor } from './sms/gateway.ts';
import type { SmsProvider } from './sms/provider.ts';
import type { FileStore } from './storage/file-store.ts';
import { pictureWidths } from './storage/picture-widths.ts';

/**
 * Every area, in seed order (users first). To add an area: import its module and append it here.
 */
export const modules: AppModule[] = [
  accountsModule,
  squareModule,
  uploadsModule,
  gamesModule,
  comicsModule,
  contentModule,
  walletModule,
  downloadsModule,
  reservationsModule,
  vipModule,
  checkinModule,
  tasksModule,
  invitesModule,
  giftsModule,
  searchModule,
  reviewsModule,
  reportsModule,
  notificationsModule,
  pushModule,
  adminModule,
];

export interface AppOverrides {
  sms?: SmsProvider;
  cache?: Cache;
  files?: FileStore;
  /** false silences logs (tests). */
  logger?: boolean;
  /** Where log lines go instead of stdout (tests that read the log). */
  logStream?: NodeJS.WritableStream;
  /** Sends notifications as Web Push instead of the push module (tests that watch what is sent). */
  push?: PushSender;
}

export { API_PREFIX, PORTAL_PREFIX };
export const BODY_LIMIT = 1024 * 1024;
export const UPLOAD_LIMIT = 50 * 1024 * 1024;

export async function buildApp(config: Config, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  const problems = productionProblems(config);
  if (problems.length > 0) throw new ConfigError(problems);
  const app = Fastify({
    logger:
      overrides.logger === false
        ? false
        : {
            level: config.logLevel,
            // Credential headers, and query values such as a login link's token, never reach a log line.
            ...logRedaction,
            ...(overrides.logStream ? { stream: overrides.logStream } : {}),
          },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: BODY_LIMIT,
    // Long path parameters reach validation (400 with a message) instead of the router's bare 414.
    routerOptions: { maxParamLength: 2048 },
    trustProxy: config.trustProxy,
    // verbose: validation errors carry their schema, so messages can say "长度需在 2-16 之间".
    // strict false: the contract's schemas carry OpenAPI-only keywords (example, format: binary); it
    // also turns strictNumbers off, which let a JSON 1e309 (Infinity) pass as an integer: back on.
    ajv: {
      customOptions: {
        verbose: true,
        coerceTypes: 'array',
        removeAdditional: false,
        strict: false,
        strictNumbers: true,
      },
    },
    // Numbers read from strings only when written in plain decimal ("16", not "0x10", " 1" or "1e3").
    // Each distinct answer schema is turned into a serializer once per process (http/serializers.ts).
    schemaController: {
      compilersFactory: { buildValidator: strictValidatorFactory, buildSerializer: sharedSerializerFactory },
    },
    // What is refused before routing answers in the portal's shape with the usual headers too.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });

  const { db, dialect, destroy, pool } = connect(config, (err) =>
    app.log.warn(
      { code: (err as Error & { code?: string }).code, reason: err.message },
      'database connection lost while idle; the next query opens a new one',
    ),
  );
  try {
    // Several instances may start at once on one database: one migrates, the others wait for it.
    await withStartupLock(config, 'migrate', () =>
      migrateToLatest(db, dialect === 'postgres' ? config.databaseSchema : undefined),
    );
  } catch (err) {
    await destroy();
    throw err;
  }
  let secrets: Awaited<ReturnType<typeof resolveSecrets>>;
  try {
    secrets = await resolveSecrets(db, config);
  } catch (err) {
    await destroy();
    throw err;
  }
  const cache = overrides.cache ?? (await cacheFor(config));
  const fileBackend: FileBackend = overrides.files ? { store: overrides.files } : await filesFor(config);
  const files = fileBackend.store;
  app.decorate('config', config);
  app.decorate('secrets', secrets);
  app.decorate('db', db);
  app.decorate('dialect', dialect);
  app.decorate('events', new EventBus(app.log));
  app.decorate('cache', cache);
  const contentChanges = await contentChangesFor(cache, config);
  app.decorate('contentChanges', contentChanges);
  app.decorate('files', files);
  app.decorate('sms', overrides.sms ?? smsProviderFor(config.sms, app.log));
  const notifications = createNotifications({
    db,
    queue: jobQueueFor(config, db, dialect, app.log),
    log: app.log,
    // Tests may put their own sender in; otherwise the push module sends to the user's devices.
    push: overrides.push ?? createPushSender(app),
  });
  app.decorate('notifications', notifications);
  // Jobs a killed process left are picked up as soon as this one is ready.
  app.addHook('onReady', () => notifications.start());
  // A reserved game's release reaches its players through the notifications queue (inbox, and push for
  // those who chose it), queued in the release's transaction (reservations/release.ts): told once, and
  // surely, since the job commits with the release.
  app.decorate('onGameReleased', (trx, { gameId, releasedAt, uids }) =>
    notifications.publishIn(trx, {
      type: 'game_released',
      id: `game_released:${gameId}:${releasedAt}`,
      gameId,
      uids: [...uids],
    }),
  );
  app.addHook('onClose', async () => {
    await notifications.stop();
    await contentChanges.close();
    await cache.close();
    fileBackend.close?.();
    await destroy();
  });

  installContract(app);
  installErrorHandler(app);
  installTextRules(app);
  installGracefulClose(app);
  installSecurityHeaders(app);
  await app.register(cors, {
    origin: (origin, cb) => cb(null, origin !== undefined && config.corsOrigins.includes(origin)),
    methods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
    allowedHeaders: [
      'content-type',
      'ug-uid',
      'ug-token',
      'x-requested-with',
      'idempotency-key',
      'x-request-id',
    ],
    // Readable by a partner page on another origin: the request id, the wait of a 429 and the dead-session mark.
    exposedHeaders: ['x-request-id', 'retry-after', SESSION_INVALID_HEADER],
    maxAge: 600,
  });
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Brotli 1 for what is compressed per request (a signed-in reader's page): on a busy two-core host
    // quality 4 took ten times as long for an 8 KB feed page, about as long as the rest of the request,
    // for 9 % fewer bytes. Answers kept for many requests are compressed harder once (kept-answer.ts,
    // web-app.ts), static files at build time.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } },
    // An answer up to 64 KB (every page of a list) is compressed in one call, not through a zlib stream:
    // on two cores the stream's context and scheduling cost more than the compression, and there is no
    // spare core for it to overlap with (the plugin's default for two cores is 8 KB, under a feed page).
    syncThreshold: 65_536,
  });
  // The contract takes JSON, form and multipart bodies only: plain text answers 415 rather than a
  // confusing validation error.
  app.removeContentTypeParser('text/plain');
  await app.register(formbody, { bodyLimit: BODY_LIMIT });
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT, files: 1, fields: 20, parts: 25 } });
  installAuth(app, accountSessions);
  // Before the areas register: their routes take the root's hooks as they are at that moment.
  installPlayerHooks(app);
  installMetrics(app, { pool });
  // Portal calls may arrive with an empty body; validate them as {} so defaults and required rules apply.
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && (request.body === undefined || request.body === null)) request.body = {};
  });

  app.get('/healthz', async () => {
    await db.selectFrom('users').select('uid').limit(1).execute();
    return ok({ status: 'ok', db: dialect, uptime: Math.round(process.uptime()) });
  });
  installHealth(app, [
    { name: 'db', check: async () => void (await db.selectFrom('users').select('uid').limit(1).execute()) },
    ...(cache.ping ? [{ name: 'cache', check: () => cache.ping?.() ?? Promise.resolve() }] : []),
    ...(fileBackend.ping ? [{ name: 'files', check: fileBackend.ping }] : []),
  ]);
  if (config.benchRoutes) app.get(`${API_PREFIX}/v1/bench/hello`, async () => ok('hello'));

  for (const m of modules) {
    if (m.api) await app.register(m.api, { prefix: API_PREFIX });
    if (m.portal) await app.register(m.portal, { prefix: PORTAL_PREFIX });
    if (m.root) await app.register(m.root);
  }
  // Files in a scope of their own: the picture widths' hook runs for /files/ requests only.
  await app.register(async (filesScope) => {
    filesScope.addHook('onRequest', pictureWidths(files, app.log));
    if (fileBackend.serve) fileBackend.serve(filesScope);
    else await serveLocalFiles(filesScope, localFilesRoot(config));
  });
  await installAdminConsole(app);
  await installStatic(app);
  return app;
}
