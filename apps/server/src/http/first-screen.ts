// A page's first screen delivered with its HTML, so it paints before any JavaScript. The web build
// declares the pages (apps/web first-screens.ts, written to first-screen.json) with their chunks and
// where their largest picture is; the web build's renderer runs the app's loaders (the page's, and the
// root's start-up answer, the announcement) against the server's own routes and renders the screen,
// whose loader data goes with it for the browser's router to hydrate with.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { type CompressedPage, compressPage } from './compressed-page.ts';
import { withPopupModalScript } from './first-screen-popup.ts';

export const FIRST_SCREEN_MANIFEST = 'first-screen.json';
/** The web build's server-side render of a first screen (apps/web src/server-render.tsx). */
export const SERVER_RENDER_FILE = path.join('server', 'server-render.js');
// Short: the data may be a few seconds old, as the guest answers' own caches already allow.
const RENDER_TTL_MS = 5_000;
/** Pages kept rendered at once (two per tab, and one per recently asked id of a route with parameters). */
const MAX_CACHED_PAGES = 200;

/**
 * The names the web app's HTML uses, as its build declares them (apps/web src/lib/first-screen-markup.ts):
 * the server fills the HTML in by these, and keeps no copy of its own.
 */
export interface FirstScreenMarkup {
  /** The rel a modulepreload is held back under until the rendered screen has painted. */
  deferredModuleRel: string;
  /** The comments around index.html's generic shell. */
  shellStart: string;
  shellEnd: string;
  /** The shell wrapper's attribute saying what it holds ("shell", or "screen" once rendered). */
  prerenderedAttr: string;
  /** The wrapper's attribute for when the screen was rendered (ms). */
  renderedAtAttr: string;
  /** Id of the JSON data block the loaders' data goes into (React Router's hydration data). */
  hydrationId: string;
  /** The announcement's '今日不再显示' cookie: the time (ms) it was dismissed for the rest of that day. */
  announcementCookie: string;
}

/** What the web build declared: its markup's names and the routes with a first screen. */
export interface FirstScreenManifest {
  markup: FirstScreenMarkup;
  routes: FirstScreenRoute[];
  /** The announcement popup's chunks, preloaded with a screen rendered with it. */
  announcementPopup: string[];
}

export interface FirstScreenRoute {
  path: string;
  preload: string[];
  /** JSON pointer into the page's loader data (as rendered) to its largest image. */
  lcpImage?: string;
}

/** A route parameter's value the server renders a page for: an id or a slug, nothing to escape. */
const PARAM_VALUE = /^[\w-]{1,64}$/;

/** The parameter names of a route path (`/detail/:id` has `id`). */
const paramNames = (routePath: string): string[] =>
  [...routePath.matchAll(/:(\w+)/g)].map((m) => m[1] as string);

/**
 * The declared route made concrete for one address: each `:name` in its path becomes the value. A route
 * without parameters (a tab) is returned as it is. Null when a value is not an id or a slug: the
 * address gets the plain index.html.
 */
export function withParams(route: FirstScreenRoute, params: Record<string, string>): FirstScreenRoute | null {
  const names = paramNames(route.path);
  if (names.length === 0) return route;
  if (!names.every((name) => PARAM_VALUE.test(params[name] ?? ''))) return null;
  return { ...route, path: route.path.replace(/:(\w+)/g, (_, name: string) => params[name] as string) };
}

/** JSON that is safe inside a <script> element: no `</script>`, `<!--` or line separators can break out. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const assetList = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((p: unknown) => typeof p === 'string' && p.startsWith('/assets/'));

const MARKUP_NAMES = [
  'deferredModuleRel',
  'shellStart',
  'shellEnd',
  'prerenderedAttr',
  'renderedAtAttr',
  'hydrationId',
  'announcementCookie',
] as const satisfies readonly (keyof FirstScreenMarkup)[];

/** Names the server writes into HTML attributes and a regular expression: plain ones only. */
const isMarkup = (m: unknown): m is FirstScreenMarkup =>
  typeof m === 'object' &&
  m !== null &&
  MARKUP_NAMES.every((name) => {
    const value = (m as Record<string, unknown>)[name];
    return typeof value === 'string' && /^[\w<>!/-]{1,64}$/.test(value);
  });

/** What the web build declared; null for a missing or malformed manifest (plain index.html everywhere). */
export function loadFirstScreens(webDist: string): FirstScreenManifest | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(path.join(webDist, FIRST_SCREEN_MANIFEST), 'utf8'));
  } catch {
    return null;
  }
  const { markup, routes, announcementPopup } = parsed as {
    markup?: unknown;
    routes?: unknown;
    announcementPopup?: unknown;
  };
  if (!isMarkup(markup) || !Array.isArray(routes)) return null;
  return {
    markup,
    routes: routes.filter(
      (r): r is FirstScreenRoute =>
        typeof r?.path === 'string' && r.path.startsWith('/') && assetList(r.preload),
    ),
    announcementPopup: assetList(announcementPopup) ? announcementPopup : [],
  };
}

/** The value at a JSON pointer (RFC 6901), or undefined. */
function atPointer(value: unknown, pointer: string): unknown {
  let at = value;
  for (const raw of pointer.split('/').slice(1)) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return at;
}

/** Only our own files or an https address may be preloaded. */
const preloadableImage = (v: unknown): v is string =>
  typeof v === 'string' && (/^\/(?!\/)/.test(v) || v.startsWith('https://'));

/**
 * index.html with the route's preloads in <head> (and the page's largest picture, from its loader data
 * as rendered), with `alsoPreload` (the chunks of a popup the screen opens with).
 */
export function injectFirstScreen(
  indexHtml: string,
  route: Pick<FirstScreenRoute, 'preload' | 'lcpImage'>,
  pageData?: unknown,
  alsoPreload: string[] = [],
): string {
  if (!indexHtml.includes('</head>')) return indexHtml;
  const preload = [...new Set([...route.preload, ...alsoPreload])];
  // Low priority: the prerendered shell paints without any JavaScript, so no chunk should compete with
  // the document and the first screen's picture (apps/web preload-app-plugin.ts does the same).
  const links = preload.map(
    (href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${escapeAttr(href)}">`,
  );
  const image = route.lcpImage ? atPointer(pageData, route.lcpImage) : undefined;
  if (preloadableImage(image)) {
    links.push(`<link rel="preload" as="image" href="${escapeAttr(image)}" fetchpriority="high">`);
  }
  return indexHtml.replace('</head>', `${links.join('')}</head>`);
}

/** A first screen the web app rendered (apps/web src/server-render.tsx). */
export interface RenderedScreen {
  html: string;
  /** React Router's hydration data (the loaders' data), sent with the page for the browser's router. */
  hydrationData: unknown;
  /** The page route's own loader data, where its largest picture is found. */
  pageData: unknown;
  /** The screen opens with the announcement popup. */
  announcementShown: boolean;
}

/**
 * Renders a first screen, its loaders' calls going through `fetch`; null when the page must render it
 * itself. Times on it ("3分钟前") are told against `renderedAt`, which the browser reuses to hydrate
 * the same text.
 */
export type RenderApp = (
  url: string,
  renderedAt: number,
  options: { announcement: boolean; fetch: (request: Request) => Promise<Response> },
) => Promise<RenderedScreen | null>;

/** China's calendar days (UTC+8, no daylight saving), as the SDK counts them for '今日不再显示'. */
const CHINA_OFFSET_MS = 8 * 3_600_000;
const chinaDay = (ms: number) => Math.floor((ms + CHINA_OFFSET_MS) / 86_400_000);

/**
 * Whether the Cookie header says the announcement was dismissed earlier on today's (China) date, by the
 * web app's copy of the visitor's '今日不再显示' choice (`cookie`, apps/web src/lib/announcement-cookie.ts).
 */
export function announcementDismissedToday(
  cookie: string,
  cookieHeader: string | undefined,
  now = Date.now(),
): boolean {
  if (!cookieHeader) return false;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== cookie) continue;
    const at = Number(part.slice(eq + 1).trim());
    return Number.isFinite(at) && at > 0 && at <= now && chinaDay(at) === chinaDay(now);
  }
  return false;
}

/** The web build's renderer, or null when the build has none or it does not load (the shell is served). */
export async function loadServerRender(webDist: string, log: FastifyBaseLogger): Promise<RenderApp | null> {
  const file = path.join(webDist, SERVER_RENDER_FILE);
  if (!fs.existsSync(file)) return null;
  try {
    const mod = (await import(pathToFileURL(file).href)) as { renderFirstScreen?: unknown };
    if (typeof mod.renderFirstScreen !== 'function') throw new Error('renderFirstScreen is missing');
    return mod.renderFirstScreen as RenderApp;
  } catch (error) {
    log.warn({ err: error }, 'the web build has a server-side render that does not load; serving the shell');
    return null;
  }
}

/**
 * index.html with the rendered first screen in place of the generic shell. React's own image preloads
 * (it hoists one per picture it rendered) are dropped: the route's largest picture is already preloaded,
 * and a dozen more preloads would compete with it.
 */
export function withRenderedScreen(
  indexHtml: string,
  screenHtml: string,
  renderedAt: number,
  markup: FirstScreenMarkup,
): string {
  const start = indexHtml.indexOf(markup.shellStart);
  const end = indexHtml.indexOf(markup.shellEnd);
  if (start < 0 || end < start) return indexHtml;
  const body = screenHtml.replace(/^(<link rel="preload" as="image"[^>]*\/?>)+/, '');
  // The wrapper says what it holds and when it was rendered: the browser hydrates a rendered screen
  // with its times told against that moment, so "刚刚" stays "刚刚" (apps/web src/main.tsx).
  const html = (indexHtml.slice(0, start) + body + indexHtml.slice(end + markup.shellEnd.length)).replace(
    `${markup.prerenderedAttr}="shell"`,
    `${markup.prerenderedAttr}="screen" ${markup.renderedAtAttr}="${Math.trunc(renderedAt)}"`,
  );
  // The screen is all there without JavaScript: its pictures come first, and the app's chunks only
  // once they have painted (apps/web src/boot.ts turns these links back into modulepreloads).
  return withPopupModalScript(
    html.replace(/<link rel="modulepreload"/g, `<link rel="${markup.deferredModuleRel}"`),
  );
}

/** The API paths a render may call: the server's own routes, never another address. */
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

/**
 * Renders a declared route for a guest, reusing the result for a few seconds per route. A failed call
 * is left out (the page fetches it itself, as it always could); nothing here can fail the page.
 */
export function firstScreenRenderer(
  app: FastifyInstance,
  indexFile: string,
  renderApp: RenderApp | null,
  { markup, announcementPopup }: Pick<FirstScreenManifest, 'markup' | 'announcementPopup'>,
) {
  // Kept compressed: a page is compressed once when rendered, not for each request that gets it.
  const cache = new Map<string, { page: CompressedPage; until: number }>();
  const pending = new Map<string, Promise<CompressedPage>>();
  const fetch = apiFetch(app);
  // An operator's change (on any instance) shows on the next page load, not after the few seconds.
  app.contentChanges.onChange(() => cache.clear());

  async function render(route: FirstScreenRoute, announcement: boolean): Promise<string> {
    const indexHtml = await fs.promises.readFile(indexFile, 'utf8');
    const renderedAt = Date.now();
    const screen = renderApp
      ? await renderApp(route.path, renderedAt, { announcement, fetch }).catch((error: unknown) => {
          app.log.warn({ err: error, path: route.path }, 'first screen did not render; serving the shell');
          return null;
        })
      : null;
    const html = injectFirstScreen(
      indexHtml,
      route,
      screen?.pageData,
      screen?.announcementShown ? announcementPopup : [],
    );
    if (!screen) return html;
    // The loaders' data, for the browser's router to hydrate with (a data block, never executed).
    const hydration = `<script type="application/json" id="${markup.hydrationId}">${jsonForScript(screen.hydrationData)}</script>`;
    return withRenderedScreen(html, screen.html, renderedAt, markup).replace(
      '</body>',
      `${hydration}</body>`,
    );
  }

  /**
   * The route's page for a visitor: opening with the announcement popup unless `cookieHeader` says it
   * was dismissed today (two renders per route, each cached with its compressed forms).
   */
  return function firstScreenPage(route: FirstScreenRoute, cookieHeader?: string): Promise<CompressedPage> {
    const announcement = !announcementDismissedToday(markup.announcementCookie, cookieHeader);
    const key = `${route.path} ${announcement ? 'with' : 'without'} announcement`;
    const hit = cache.get(key);
    if (hit && hit.until > Date.now()) return Promise.resolve(hit.page);
    // One render per page at a time: concurrent requests share it instead of each querying.
    let job = pending.get(key);
    if (!job) {
      job = render(route, announcement)
        .then(compressPage)
        .then((page) => {
          cache.set(key, { page, until: Date.now() + RENDER_TTL_MS });
          // Bounded: a route with parameters has a page per id, and anyone can ask for many ids.
          if (cache.size > MAX_CACHED_PAGES) cache.delete(cache.keys().next().value as string);
          return page;
        })
        .finally(() => pending.delete(key));
      pending.set(key, job);
    }
    return job;
  };
}
