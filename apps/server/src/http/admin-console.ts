import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from './answer.ts';

export const ADMIN_CONSOLE_PREFIX = '/admin/';

/** The address below /admin/, Fastify's `*` parameter (empty for /admin/ itself). */
const params = { type: 'object', properties: { '*': { type: 'string' } } } as const;

/**
 * The operators' console (apps/admin, built into `config.adminDist`) under /admin/: its files as they
 * are, and its index.html for any other address below /admin/ (the console routes in the browser).
 * Registered in a context of its own, so its file sender never meets the web app's.
 */
export async function installAdminConsole(app: FastifyInstance): Promise<void> {
  const root = app.config.adminDist;
  await app.register(async (console) => {
    await console.register(fastifyStatic, {
      root,
      serve: false,
      cacheControl: false,
      // A server without a console build answers 404 below; nothing to warn about at start-up.
      suppressWarning: true,
    });
    console.get('/admin', async (_request, reply) => reply.redirect(ADMIN_CONSOLE_PREFIX));
    // The console's own files, not an operation of the contract: the wildcard is Fastify's `*` parameter.
    console
      .withTypeProvider<JsonSchemaToTsProvider>()
      .get(`${ADMIN_CONSOLE_PREFIX}*`, { schema: { params } }, (request, reply) => {
        if (!fs.existsSync(path.join(root, 'index.html'))) {
          return reply
            .status(ErrorCode.NotFound)
            .send({ code: ErrorCode.NotFound, msg: '运营后台未构建', data: null });
        }
        const wanted = request.params['*'] ?? '';
        const file = path.resolve(root, wanted);
        const isFile =
          file.startsWith(root + path.sep) && fs.statSync(file, { throwIfNoEntry: false })?.isFile();
        if (isFile) {
          // Vite names every asset by its content: a file under an address never changes.
          const immutable = wanted.startsWith('assets/');
          reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
          return reply.sendFile(path.relative(root, file));
        }
        reply.header('cache-control', 'no-cache');
        return reply.type('text/html; charset=utf-8').sendFile('index.html');
      });
  });
}
