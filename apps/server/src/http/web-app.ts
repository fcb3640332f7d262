// The web app's pages: the web build's own request handler (apps/web src/server-rendering/), mounted as
// one plain handler. The server knows nothing of the page: it hands each request a fetch to its own
// routes and its security policy, keeps what the handler answered for a few seconds, and sends it in
// the encoding asked for, compressed once per kept answer.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { singleFlight } from '../infra/single-flight.ts';
import { type CompressedPage, compressPage, encodedBody, pickEncoding } from './compressed-page.ts';
import { contentSecurityPolicy } from './security.ts';

/** The web build's request handler, inside the build (apps/web server-rendering-plugin.ts). */
export const WEB_APP_HANDLER = path.join('server', 'handle-request.js');
// Short: the data may be a few seconds old, as the guest answers' own caches already allow.
const KEEP_MS = 5_000;
/** How long after it expires a kept page is still answered while its next version renders. */
const STALE_MS = 10_000;
/** Answers kept at once (a page per address, and per value of what the page varies on). */
const MAX_KEPT = 200;

/** What the web app's handler is handed with each request (apps/web src/server-rendering/handle-request.tsx). */
export interface WebAppContext {
  fetch(request: Request): Promise<Response>;
  contentSecurityPolicy(scriptHashes: readonly string[]): string;
  onRenderError?(error: unknown, url: string): void;
}

export type WebAppHandler = (request: Request, context: WebAppContext) => Promise<Response>;

/** The web build's handler, or null when the build has none or it does not load (then no page is served). */
export async function loadWebApp(webDist: string, log: FastifyBaseLogger): Promise<WebAppHandler | null> {
  const file = path.join(webDist, WEB_APP_HANDLER);
  if (!fs.existsSync(file)) return null;
  try {
    const mod = (await import(pathToFileURL(file).href)) as { handleRequest?: unknown };
    if (typeof mod.handleRequest !== 'function') throw new Error('handleRequest is missing');
    return mod.handleRequest as WebAppHandler;
  } catch (error) {
    log.warn({ err: error }, 'the web build has a request handler that does not load; serving no pages');
    return null;
  }
}

/** The API paths a page's render may call: the server's own routes, never another address. */
const API_PATH = /^\/(api|portal)\//;

/**
 * A fetch for the web app's render: each call runs through the server's own routes as a guest
 * (`inject`, no session, no socket), and anything but the API is refused.
 */
export function apiFetch(app: FastifyInstance): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url);
    if (!API_PATH.test(url.pathname)) throw new Error(`a render may not fetch ${url.pathname}`);
    const contentType = request.headers.get('content-type');
    const res = await app.inject({
      method: request.method as 'GET' | 'POST',
      url: url.pathname + url.search,
      headers: {
        accept: 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        ...(contentType ? { 'content-type': contentType } : {}),
      },
      ...(request.method === 'GET' ? {} : { payload: await request.text() }),
    });
    return new Response(res.body, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  };
}

/** An answer of the handler as kept: its status and headers, its body compressed once. */
interface KeptAnswer {
  status: number;
  headers: [string, string][];
  page: CompressedPage;
}

/** The request as the handler takes it: a Fetch API Request for the page's address. */
function fetchRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  let url: URL;
  try {
    url = new URL(request.url, `${request.protocol}://${request.host}`);
  } catch {
    url = new URL(request.url, 'http://localhost');
  }
  return new Request(url, { method: request.method, headers });
}

/**
 * The web app's pages, answered by `handle`. A page is kept for a few seconds per address and per value
 * of the request headers its answer varies on (HTTP's Vary), with its Brotli and gzip forms made once
 * when it is kept; concurrent requests for a page share one render. Resolves to false when the handler
 * has no page there (a 404: the server answers it as any unknown address).
 */
export function webAppPages(app: FastifyInstance, handle: WebAppHandler) {
  const kept = new Map<string, { answer: KeptAnswer; until: number }>();
  // One render per page at a time: concurrent requests share it instead of each querying.
  const rendering = singleFlight<KeptAnswer | null>();
  /** The request headers each address's answer varies on, as its last answer said. */
  const varyOf = new Map<string, string[]>();
  const context: WebAppContext = {
    fetch: apiFetch(app),
    contentSecurityPolicy: (hashes) => contentSecurityPolicy(hashes),
    onRenderError: (error, url) =>
      app.log.warn({ err: error, path: url }, 'page did not render; serving the shell'),
  };
  // An operator's change (on any instance) shows on the next page load, not after the few seconds.
  app.contentChanges.onChange(() => kept.clear());

  const keyOf = (request: FastifyRequest, vary: readonly string[]) =>
    [request.url, ...vary.map((name) => `${name}=${String(request.headers[name] ?? '')}`)].join('\n');

  async function answer(request: FastifyRequest): Promise<KeptAnswer | null> {
    const response = await handle(fetchRequest(request), context);
    if (response.status === 404) return null;
    const headers = [...response.headers.entries()];
    const page = await compressPage(await response.text());
    if (response.status === 200 && request.method === 'GET') {
      const vary = (response.headers.get('vary') ?? '')
        .split(',')
        .map((name) => name.trim().toLowerCase())
        .filter(Boolean);
      varyOf.set(request.url, vary);
      kept.set(keyOf(request, vary), {
        answer: { status: response.status, headers, page },
        until: Date.now() + KEEP_MS,
      });
      // Bounded: a route with parameters has a page per id, and anyone can ask for many ids.
      if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value as string);
    }
    return { status: response.status, headers, page };
  }

  return async function servePage(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const vary = varyOf.get(request.url);
    const key = vary && request.method === 'GET' ? keyOf(request, vary) : null;
    const hit = key ? kept.get(key) : undefined;
    let found: KeptAnswer | null;
    const render = (k: string) => rendering(k, () => answer(request));
    if (hit && hit.until > Date.now()) found = hit.answer;
    else if (key && hit && hit.until + STALE_MS > Date.now()) {
      // Just expired: answered as kept while one render makes the next version, so no request waits
      // for a render (under load every request arriving during it did, and the page's p99 was the
      // render's time). An operator's change empties `kept`, so it is never answered stale.
      render(key).catch((error: unknown) => app.log.warn({ err: error }, 'page did not render'));
      found = hit.answer;
    } else if (key) found = await render(key);
    else found = await answer(request);
    if (!found) return false;
    const encoding = pickEncoding(request.headers['accept-encoding']);
    reply.status(found.status);
    for (const [name, value] of found.headers) reply.header(name, value);
    // Sent in the encoding asked for, from the forms kept with it; set before sending, so
    // @fastify/compress leaves the body as it is.
    reply.header('vary', [reply.getHeader('vary'), 'Accept-Encoding'].filter(Boolean).join(', '));
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    await reply.send(request.method === 'HEAD' ? undefined : encodedBody(found.page, encoding));
    return true;
  };
}
