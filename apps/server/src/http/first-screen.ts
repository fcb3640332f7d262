// The home page's first screen delivered with its HTML, so the banner (the LCP element) no longer
// waits for the JS to run and then fetch /portal/web/home (issue 6, LCP budget).
import fs from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Cache } from '../cache/cache.ts';
import type { Db } from '../db/tx.ts';
import { homeScreen } from '../modules/content/home.ts';

export const FIRST_SCREEN_ID = 'portal-first-screen';
// Short: the data may be a few seconds old, as the guest home answer's own cache already allows.
const RENDER_TTL_MS = 5_000;

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

/** index.html with the guest's home data as a JSON data block (never executed) and the banner preload. */
export function injectFirstScreen(indexHtml: string, home: Awaited<ReturnType<typeof homeScreen>>) {
  const image = home.banners[0]?.image;
  const preload = image
    ? `<link rel="preload" as="image" href="${escapeAttr(image)}" fetchpriority="high">`
    : '';
  const data = `<script type="application/json" id="${FIRST_SCREEN_ID}">${jsonForScript(home)}</script>`;
  if (!indexHtml.includes('</head>') || !indexHtml.includes('</body>')) return indexHtml;
  return indexHtml.replace('</head>', `${preload}</head>`).replace('</body>', `${data}</body>`);
}

/**
 * Renders '/' for a guest, reusing the result for a few seconds. Any failure yields the plain
 * index.html: the app then fetches its data itself, as it always could.
 */
export function firstScreenRenderer(deps: {
  indexFile: string;
  db: Db;
  cache: Cache;
  log: FastifyBaseLogger;
}) {
  let last: { html: string; until: number } | null = null;
  let pending: Promise<string> | null = null;

  async function render(): Promise<string> {
    const indexHtml = await fs.readFile(deps.indexFile, 'utf8');
    try {
      const home = await homeScreen(deps.db, deps.cache, undefined);
      return injectFirstScreen(indexHtml, home);
    } catch (error) {
      deps.log.warn({ err: error }, 'first screen data failed; serving the plain index.html');
      return indexHtml;
    }
  }

  return async function firstScreenHtml(): Promise<string> {
    if (last && last.until > Date.now()) return last.html;
    // One render at a time: concurrent requests share it instead of each querying the database.
    pending ??= render()
      .then((html) => {
        last = { html, until: Date.now() + RENDER_TTL_MS };
        return html;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  };
}
