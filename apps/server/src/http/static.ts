import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { FILES_PREFIX } from '../storage/local-file-store.ts';
import { ErrorCode } from './answer.ts';
import { encodedBody, pickEncoding } from './compressed-page.ts';
import {
  type FirstScreenManifest,
  firstScreenRenderer,
  loadFirstScreens,
  loadServerRender,
  withParams,
} from './first-screen.ts';
import { isApiPath } from './security.ts';

/**
 * The built web app at '/', uploaded/generated files at /files/, and the history-mode fallback:
 * any other GET that wants HTML gets index.html; API paths get a JSON 404.
 */
export async function installStatic(app: FastifyInstance, filesRoot: string | null): Promise<void> {
  // null: files live in object storage and /files/ is served from there (storage/s3-files-route.ts).
  if (filesRoot) await serveLocalFiles(app, filesRoot);
  await serveWebApp(app);
}

async function serveLocalFiles(app: FastifyInstance, filesRoot: string): Promise<void> {
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
  const indexFile = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      index: ['index.html'],
      wildcard: true,
      // The server-side renderer is the server's to run, not a file to hand out.
      allowedPath: (pathName) => !pathName.startsWith('/server/'),
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
    // The tabs and deep links the build declared carry their first screen (http/first-screen.ts);
    // other pages get the plain index.html from the not-found handler below.
    const declaredScreens = loadFirstScreens(webDist);
    if (declaredScreens) await serveFirstScreens(app, webDist, indexFile, declaredScreens);
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(request.url) &&
      !request.url.startsWith(FILES_PREFIX) &&
      (request.headers.accept ?? '').includes('text/html');
    if (hasWeb && wantsPage) {
      reply.header('cache-control', 'no-cache');
      return reply.type('text/html; charset=utf-8').sendFile('index.html', webDist);
    }
    return reply
      .status(ErrorCode.NotFound)
      .send({ code: ErrorCode.NotFound, msg: `请求地址出错: ${request.url.split('?')[0]}`, data: null });
  });
}

/** The routes the web build declared with a first screen, each answered with its rendered HTML. */
async function serveFirstScreens(
  app: FastifyInstance,
  webDist: string,
  indexFile: string,
  manifest: FirstScreenManifest,
): Promise<void> {
  const firstScreenPage = firstScreenRenderer(
    app,
    indexFile,
    await loadServerRender(webDist, app.log),
    manifest,
  );
  for (const declared of manifest.routes) {
    app.get(declared.path, async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      const route = withParams(declared, request.params as Record<string, string>);
      if (!route) return reply.type('text/html; charset=utf-8').sendFile('index.html', webDist);
      // The page differs with the visitor's '今日不再显示' cookie (announcement popup or not), and is
      // sent in the encoding asked for, from the forms kept with it.
      reply.header('vary', 'Cookie, Accept-Encoding');
      let page: Awaited<ReturnType<typeof firstScreenPage>>;
      try {
        page = await firstScreenPage(route, request.headers.cookie);
      } catch (error) {
        app.log.warn({ err: error }, 'first screen render failed; serving the plain index.html');
        return reply.type('text/html; charset=utf-8').sendFile('index.html', webDist);
      }
      const encoding = pickEncoding(request.headers['accept-encoding']);
      // Set before sending, so @fastify/compress leaves the body as it is.
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.type('text/html; charset=utf-8').send(encodedBody(page, encoding));
    });
  }
}
