import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { FILES_PREFIX } from '../storage/local-file-store.ts';
import { ErrorCode } from './answer.ts';
import { isApiPath } from './security.ts';
import { loadWebApp, webAppPages } from './web-app.ts';

/**
 * The built web app's files at '/', and every other GET the web app's own request handler answers (its
 * pages: http/web-app.ts); API paths and what the handler has no page for get a JSON 404.
 */
export async function installStatic(app: FastifyInstance): Promise<void> {
  await serveWebApp(app);
}

/** Uploaded and generated files from the local folder under /files/ (FILE_STORE=local). */
export async function serveLocalFiles(app: FastifyInstance, filesRoot: string): Promise<void> {
  fs.mkdirSync(filesRoot, { recursive: true });
  await app.register(fastifyStatic, {
    root: filesRoot,
    prefix: FILES_PREFIX,
    decorateReply: false,
    index: false,
    // Keys are random and never rewritten, so a file under a URL never changes.
    immutable: true,
    maxAge: '365d',
    // Their sandboxing CSP is set with the other security headers (security.ts, FILES_CSP).
  });
}

async function serveWebApp(app: FastifyInstance): Promise<void> {
  const webDist = app.config.webDist;
  const handle = fs.existsSync(webDist) ? await loadWebApp(webDist, app.log) : null;
  if (handle) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      // Pages, the shell's own address included, are the web app's handler's to answer.
      index: false,
      // A route per file of the build, listed once at start (the build does not change while the server
      // runs): a page's address then matches no file route and goes straight to the handler, instead of
      // a catch-all route reading the build's folder (readdir, stat) on every page request first.
      wildcard: false,
      globIgnore: ['server/**', 'index.html'],
      // The handler is the server's to run, not a file to hand out. The build's files all have an
      // extension; an address without one ('/', '/square') is a page, handed on without a look at the
      // disk, as is the shell's own address.
      allowedPath: (pathName) =>
        !pathName.startsWith('/server/') && pathName !== '/index.html' && /\.\w+$/.test(pathName),
      // The build writes .br/.gz beside each text asset (apps/web precompress-plugin.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        const rel = path.relative(webDist, filePath);
        res.header(
          'cache-control',
          rel.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const servePage = handle ? webAppPages(app, handle) : null;

  app.setNotFoundHandler(async (request, reply) => {
    const maybePage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(request.url) &&
      !request.url.startsWith(FILES_PREFIX);
    if (servePage && maybePage && (await servePage(request, reply))) return reply;
    return reply
      .status(ErrorCode.NotFound)
      .send({ code: ErrorCode.NotFound, msg: `请求地址出错: ${request.url.split('?')[0]}`, data: null });
  });
}
