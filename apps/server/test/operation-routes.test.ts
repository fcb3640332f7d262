// route(app, operationId, handler): method, URL and request schemas come from the contract's operation
// table, so a route the contract does not have cannot be registered, and a request is read as the contract says.
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { Errors, ok } from '../src/http/answer.ts';
import { installContract, registeredRoutes } from '../src/http/contract.ts';
import { installErrorHandler } from '../src/http/errors.ts';
import { route } from '../src/http/operations.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

function bareApp(): FastifyInstance {
  app = Fastify({ ajv: { customOptions: { coerceTypes: 'array', strict: false } } });
  installContract(app);
  installErrorHandler(app);
  return app;
}

describe('route by operationId', () => {
  it('refuses an operationId the contract does not have', async () => {
    const a = bareApp();
    // @ts-expect-error not an operation of the contract
    expect(() => route(a, 'adminDeleteEverything', async () => ok(null))).toThrow(
      'contract has no operation adminDeleteEverything',
    );
  });

  it('refuses a route whose method and path are not those of the operation it names', async () => {
    const a = bareApp();
    expect(() =>
      a.get('/api/v1/square/tag/list/extra', { config: { operationId: 'listTags' } }, async () => ok([])),
    ).toThrow('is not the route of operation listTags in the contract');
  });

  it('registers under the prefix of its family, with the contract path, schemas and operationId', async () => {
    const a = bareApp();
    await a.register(
      async (square) => {
        route(square, 'getPost', async (request) => {
          // The contract's path parameter, coerced to its integer type by the contract's schema.
          throw Errors.notFound(`帖子 ${typeof request.params.id} ${request.params.id} 不存在`);
        });
      },
      { prefix: '/api' },
    );
    await a.ready();
    const [registered] = registeredRoutes(a).filter((r) => r.method === 'GET');
    expect(registered).toMatchObject({ url: '/api/v1/square/post/:id', operationId: 'getPost' });
    expect(registered?.answerStatuses).toContain('200');
    const refused = await a.inject({ method: 'GET', url: '/api/v1/square/post/abc' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toMatch(/^参数错误/);
    const missing = await a.inject({ method: 'GET', url: '/api/v1/square/post/7' });
    expect(missing.json()).toEqual({ code: 404, msg: '帖子 number 7 不存在', data: null });
  });

  it('types the request and the answer of a handler by the contract (checked by the type-check)', async () => {
    const a = bareApp();
    await a.register(
      async (square) => {
        route(square, 'listPosts', async (request) => {
          // Query parameters with a default are present after validation.
          const size: number = request.query.pageSize;
          // @ts-expect-error a query parameter listPosts does not have
          void request.query.authorName;
          // @ts-expect-error listPosts has no request body
          void request.body?.content;
          return ok({ records: [], total: 0, currentPage: request.query.currentPage, pageSize: size });
        });
        // @ts-expect-error the answer of getPost is a post, not a string
        route(square, 'getPost', async () => ok('not a post'));
      },
      { prefix: '/api' },
    );
    const page = await a.inject({ method: 'GET', url: '/api/v1/square/post/list?pageSize=5' });
    expect(page.json()).toEqual({
      code: 0,
      msg: 'ok',
      data: { records: [], total: 0, currentPage: 1, pageSize: 5 },
    });
  });

  it('refuses an operation of another family than the prefix it is registered under', async () => {
    const a = bareApp();
    await a.register(
      async (portal) => {
        expect(() => route(portal, 'getPost', async () => undefined)).toThrow('outside the prefix /portal');
      },
      { prefix: '/portal' },
    );
  });
});

/** Where a route's request types could be written by hand instead of coming from a schema. */
const HAND_WRITTEN = [
  {
    what: 'route generic',
    pattern: /\.(get|head|post|put|delete|patch|options|all|route)<(?<!\bcache\.get<)/,
  },
  { what: 'request-part cast', pattern: /\brequest\.(body|query|params)\s+as\b/ },
];

describe('request types come from schemas, never from the source', () => {
  it('has no route generic and no cast of a request part in src/', () => {
    const src = path.join(import.meta.dirname, '../src');
    const found: string[] = [];
    for (const file of fs.readdirSync(src, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.ts')) continue;
      const lines = fs.readFileSync(path.join(src, file), 'utf8').split('\n');
      lines.forEach((line, i) => {
        for (const { what, pattern } of HAND_WRITTEN) {
          if (pattern.test(line)) found.push(`${what}: src/${file}:${i + 1}: ${line.trim()}`);
        }
      });
    }
    // Contract routes take their types from route(app, operationId, ...); the others from their own JSON
    // schemas through app.withTypeProvider<JsonSchemaToTsProvider>() (see the README, Routes by operationId).
    expect(found).toEqual([]);
  });

  it('recognises both forms it refuses, and leaves cache reads alone', () => {
    const refused = (line: string) =>
      HAND_WRITTEN.filter(({ pattern }) => pattern.test(line)).map((h) => h.what);
    expect(refused("app.get<{ Params: { '*': string } }>('/files/*', handler)")).toEqual(['route generic']);
    expect(refused('app.route<PageRequest>({')).toEqual(['route generic']);
    expect(refused('const body = request.body as { name: string };')).toEqual(['request-part cast']);
    expect(refused('const hit = await cache.get<Entry>(key);')).toEqual([]);
  });
});
