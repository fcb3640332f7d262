import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompress } from './precompress-plugin.ts';

// The API server the dev server forwards to; `PORTAL_API=http://host:port pnpm dev` points elsewhere.
const api = process.env.PORTAL_API ?? 'http://127.0.0.1:8001';
const proxy = Object.fromEntries(
  ['/api', '/portal', '/files', '/pay'].map((prefix) => [prefix, { target: api, changeOrigin: true }]),
);

const notInlined =
  /\/assets\/(parallax-bg|side-panel-[a-z]+|bg-simple(-alt)?|float-[a-z]+|logo|empty|error)\.svg$/;

// The SDK is consumed from source so the web app needs no SDK build step.
// The helpers entry first: an alias also matches what starts with its key and a slash.
const alias = {
  '@portal/sdk/helpers': fileURLToPath(new URL('../../packages/sdk/src/helpers.ts', import.meta.url)),
  '@portal/sdk': fileURLToPath(new URL('../../packages/sdk/src/index.ts', import.meta.url)),
};

export default defineConfig(({ mode }) => ({
  plugins: [tailwindcss(), reactRouter(), precompress()],
  resolve: { alias },
  server: { port: 8000, strictPort: true, proxy },
  preview: { port: 8000, proxy },
  // React's production build in the server's render too, whatever NODE_ENV the server runs with.
  define: { 'process.env.NODE_ENV': JSON.stringify(mode === 'production' ? 'production' : 'development') },
  environments: {
    ssr: {
      // One self-contained file set: the server loads dist/server with no node_modules beside it.
      resolve: { noExternal: true },
      // The server build's entry: the request handler apps/server mounts (src/server-app.ts).
      build: { rollupOptions: { input: 'src/server-app.ts' } },
    },
  },
  build: {
    target: 'es2022',
    // Every browser the portal supports (es2022) knows modulepreload; the polyfill would be dead weight.
    modulePreload: { polyfill: false },
    // Files, not data URLs in the entry chunk: decorative backgrounds (desktop parallax and side
    // panels, the simple layout's backdrop) are not needed on a phone's first paint, the home floating
    // images show only once the feed is in, the logo is already fetched with the page, and the empty
    // and error pictures show only when a list is empty or failed.
    assetsInlineLimit: (file: string) => (notInlined.test(file) ? false : undefined),
  },
}));
