// The web app, rendered by React Router on this server: its build (apps/web dist) has the browser's
// files in dist/client and the request handler in dist/server/index.js (apps/web src/server-app.ts),
// read from disk at start-up (the server never imports web source). Every page address goes to that
// handler; its loaders call this server's own routes in process (Fastify's inject), as a guest.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FILES_PREFIX } from '../storage/local-file-store.ts';
import { ErrorCode } from './answer.ts';
import { isApiPath } from './security.ts';

/** The web build's server entry, relative to its dist. */
export const WEB_SERVER_ENTRY = path.join('server', 'index.js');
/** The browser's files, relative to the web build's dist. */
export const WEB_CLIENT_DIR = 'client';

/** What the web build's server entry exports (apps/web src/server-app.ts). */
interface WebServerEntry {
  handlePage(
    request: Request,
    context: { fetch(request: Request): Promise<Response>; nonce: string },
  ): Promise<Response>;
}

/** The web build's request handler, or null when there is no build (an API-only server). */
export async function loadWebApp(webDist: string): Promise<WebServerEntry | null> {
  const file = path.join(webDist, WEB_SERVER_ENTRY);
  if (!fs.existsSync(file)) return null;
  const entry = (await import(pathToFileURL(file).href)) as Partial<WebServerEntry>;
  if (typeof entry.handlePage !== 'function') throw new Error(`${file} exports no handlePage`);
  return entry as WebServerEntry;
}

/**
 * A `fetch` that answers from this server's own routes without a network hop: what a page's loaders
 * call the API with while it renders. No cookie or token is passed on: the render is a guest's.
 */
export function inProcessFetch(app: FastifyInstance) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => {
      headers[key] = value;
    });
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
    const res = await app.inject({
      method: request.method as 'GET' | 'POST',
      url: url.pathname + url.search,
      headers,
      ...(body !== undefined ? { payload: body } : {}),
    });
    const answerHeaders = new Headers();
    for (const [key, value] of Object.entries(res.headers)) {
      if (value !== undefined) answerHeaders.set(key, String(value));
    }
    return new Response(res.rawPayload, { status: res.statusCode, headers: answerHeaders });
  };
}

/** The browser's request as a Fetch API Request (pages are GET/HEAD: no body). */
function toRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, value);
  }
  const origin = `${request.protocol}://${request.host}`;
  return new Request(new URL(request.url, origin), { method: request.method, headers });
}

/** Sends the handler's Response through Fastify (so the security headers and compression still apply). */
function send(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'content-length') reply.header(key, value);
  });
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}

/** Whether the request is for a page (not the API, files, or a browser file under /assets/). */
const wantsPage = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !isApiPath(request.url) &&
  !request.url.startsWith(FILES_PREFIX);

/**
 * The web app at '/': its hashed files under /assets/ (immutable, precompressed by the build), every
 * other GET page address rendered by the app; API paths and unknown files get a JSON 404.
 */
export async function installWebApp(app: FastifyInstance): Promise<void> {
  const webDist = app.config.webDist;
  let web: WebServerEntry | null = null;
  try {
    web = await loadWebApp(webDist);
  } catch (error) {
    app.log.warn({ err: error }, 'the web build does not load; serving the API only');
  }
  const clientDir = path.join(webDist, WEB_CLIENT_DIR);
  if (web && fs.existsSync(clientDir)) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      index: false,
      wildcard: false,
      // The build writes .br/.gz beside each text asset (apps/web precompress-plugin.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        const rel = path.relative(clientDir, filePath);
        res.header(
          'cache-control',
          rel.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const fetchInProcess = inProcessFetch(app);

  app.setNotFoundHandler(async (request, reply) => {
    if (web && wantsPage(request) && !request.url.startsWith('/assets/')) {
      const nonce = randomBytes(16).toString('base64');
      request.cspNonce = nonce;
      try {
        const response = await web.handlePage(toRequest(request), { fetch: fetchInProcess, nonce });
        // A page is rendered per request, for a guest: never kept by a shared cache as it is.
        reply.header('cache-control', 'no-cache');
        return send(reply, response);
      } catch (error) {
        request.log.error({ err: error }, 'page render failed');
        return reply.status(500).type('text/html; charset=utf-8').send('<!doctype html><title>500</title>');
      }
    }
    return reply
      .status(ErrorCode.NotFound)
      .send({ code: ErrorCode.NotFound, msg: `请求地址出错: ${request.url.split('?')[0]}`, data: null });
  });
}
