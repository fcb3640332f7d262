import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { announcementPopupModule, deepLinkScreens, firstScreens } from './first-screens.ts';
import { inlineEntryCss } from './inline-css-plugin.ts';
import { precompress } from './precompress-plugin.ts';
import { preloadAppEntry } from './preload-app-plugin.ts';
import { installableApp } from './pwa-plugin.ts';
import { sdkAlias } from './sdk-alias.ts';
import { serverRendering } from './server-rendering-plugin.ts';
import { SERVER_RENDERING_MARKUP } from './src/lib/server-rendering-markup.ts';
import { inlineThemeBoot } from './theme-boot-plugin.ts';

// The API server the dev server forwards to; `PORTAL_API=http://host:port pnpm dev` points elsewhere.
const api = process.env.PORTAL_API ?? 'http://127.0.0.1:8001';
const proxy = Object.fromEntries(
  ['/api', '/portal', '/files', '/pay'].map((prefix) => [prefix, { target: api, changeOrigin: true }]),
);

const notInlined =
  /\/assets\/(parallax-bg|side-panel-[a-z]+|bg-simple(-alt)?|float-[a-z]+|logo|empty|error)\.svg$/;

// The small modules the home page needs (data hook, async view, @portal/ui's carousel and card, the
// pictures' srcset, the SDK's helpers it uses: time label, price, picture widths, whether a login is
// stored; the app's settings it shares with the shell) as one chunk: a handful of 1 KB files each cost a
// request and compress worse alone.
// (dayjs is not one of them: only screens further in format dates with it.)
const firstScreen =
  /(src\/lib\/(sdk-query|query-client|portal-helpers|load-portal)|src\/ui\/(async-view|picture)|packages\/ui\/src\/(swipe|card)|src\/config\/app\.ts|sdk\/src\/(helpers\/(time-label|picture-src-set)|generated\/picture-address|download\/price|session\/(account|stored-login)|storage\/(json|keys)|config)\.ts)/;

/**
 * The SDK's client (and openapi-fetch): one chunk, loaded after the first screen (src/lib/load-portal.ts).
 * Not the account field checks, nor paid chapters and reading progress (comics/), make-up check-ins
 * (checkin/), redeem codes (redeem-codes/; both behind the rewards/ entry), devices and deletion
 * (account-security/), push (push/) and their api areas: only the pages that use them load them, so they stay with
 * those pages.
 */
const sdk = {
  name: 'sdk',
  test: /(packages\/sdk\/src\/(?!validation\/account-fields|comics\/|checkin\/|redeem-codes\/|rewards\/|account-security\/|push\/|api\/(rewards|account-security|push)|search\/|moderation\/|reviews\/|api\/(search|moderation|reviews)\.ts)|node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?openapi-fetch\/)/,
};

/**
 * The app's libraries, each a chunk of its own that src/boot.ts evaluates in a task of its own and in
 * this order, before the app: evaluated together with the app they made one long task on a phone
 * (~40 ms here, four times that at Lighthouse's mobile throttling).
 */
export const evaluationStages = [
  {
    name: 'react',
    test: /(node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?(react|react-dom|scheduler)\/|src\/app\/stages\/react-stage)/,
  },
  // TanStack Query's React bindings with the router: a stage of their own (3 KB) cost a task and a
  // request for little. Its core goes with the first-screen chunk, whose lib/sdk-query.ts takes it in
  // (a group takes its modules' dependencies).
  {
    name: 'router',
    test: /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?(react-router|zustand|@tanstack\/(query-core|react-query))\//,
  },
];

/**
 * The chunks the app's entry imports statically (the first screen's own and the libraries' stages, and
 * the bundler's runtime): they are evaluated before any of the app's dynamic imports can run, so listing
 * them among a lazy page's preloads only adds bytes to the route table the first load carries.
 */
const loadedWithTheApp = new RegExp(
  `^assets/(${['first-screen', 'rolldown-runtime', ...evaluationStages.map((stage) => stage.name)].join('|')})-[\\w-]+\\.js$`,
);

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const appEntry = fileURLToPath(new URL('src/main.tsx', import.meta.url));
const assetsInlineLimit = (file: string) => (notInlined.test(file) ? false : undefined);

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    preloadAppEntry(
      'src/main.tsx',
      evaluationStages.map((stage) => stage.name),
    ),
    inlineEntryCss(),
    inlineThemeBoot(),
    installableApp(loadEnv('production', webRoot, 'VITE_').VITE_APP_TITLE ?? 'X钻乐园'),
    precompress(),
    serverRendering({
      entry: 'src/server-rendering/handle-request.tsx',
      screens: [...firstScreens, ...deepLinkScreens],
      announcementPopupModule,
      appModule: 'src/main.tsx',
      alias: sdkAlias,
      assetsInlineLimit,
    }),
  ],
  resolve: {
    alias: sdkAlias,
  },
  // The markup's names, for src/boot.ts only: the entry stays one file the first paint does not wait on.
  define: { __SERVER_RENDERING_MARKUP__: JSON.stringify(SERVER_RENDERING_MARKUP) },
  server: { port: 8000, strictPort: true, proxy },
  preview: { port: 8000, proxy },
  build: {
    target: 'es2022',
    // Every browser the portal supports (es2022) knows modulepreload; the polyfill would be dead weight.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps) => deps.filter((dep) => !loadedWithTheApp.test(dep)),
    },
    cssCodeSplit: true,
    // Files, not data URLs in the entry chunk: decorative backgrounds (desktop parallax and side
    // panels, the simple layout's backdrop) are not needed on a phone's first paint, the home floating
    // images show only once the feed is in, the logo is already fetched by index.html, and the empty
    // and error pictures show only when a list is empty or failed.
    assetsInlineLimit,
    rolldownOptions: {
      // Two entries: index.html's tiny src/boot.ts, and the app itself, which boot starts after the
      // first paint (an entry, not a dynamic import, so it keeps what lazy pages share and needs no
      // loader helper in boot).
      input: { index: fileURLToPath(new URL('index.html', import.meta.url)), main: appEntry },
      output: {
        codeSplitting: {
          groups: [{ name: 'first-screen', test: firstScreen }, ...evaluationStages, sdk],
        },
      },
    },
  },
});
