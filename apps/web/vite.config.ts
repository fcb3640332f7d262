import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preloadRoute } from './preload-route-plugin';

// The API server the dev server forwards to; `PORTAL_API=http://host:port pnpm dev` points elsewhere.
const api = process.env.PORTAL_API ?? 'http://127.0.0.1:8001';
const proxy = Object.fromEntries(
  ['/api', '/portal', '/files', '/pay'].map((prefix) => [prefix, { target: api, changeOrigin: true }]),
);

const desktopOnlyArt = /\/assets\/(parallax-bg|side-panel-[a-z]+|bg-simple(-alt)?)\.svg$/;

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadRoute('src/features/home/routes/home-page.tsx')],
  resolve: {
    // The SDK is consumed from source so the web app needs no SDK build step.
    alias: { '@portal/sdk': fileURLToPath(new URL('../../packages/sdk/src/index.ts', import.meta.url)) },
  },
  server: { port: 8000, strictPort: true, proxy },
  preview: { port: 8000, proxy },
  build: {
    target: 'es2022',
    cssCodeSplit: true,
    // Decorative backgrounds (desktop parallax and side panels, the simple layout's backdrop) are
    // files, not data URLs in the entry chunk: they are not needed for the first paint of a phone.
    assetsInlineLimit: (file) => (desktopOnlyArt.test(file) ? false : undefined),
  },
});
