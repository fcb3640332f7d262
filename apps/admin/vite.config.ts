import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server the dev server forwards to; `PORTAL_API=http://host:port pnpm dev` points elsewhere.
const api = process.env.PORTAL_API ?? 'http://127.0.0.1:8001';
// The Host is kept: the server takes a write carried by the console's cookie only from a page whose
// Origin is the Host the request came to.
const proxy = Object.fromEntries(
  ['/api', '/files'].map((prefix) => [prefix, { target: api, changeOrigin: false }]),
);

// The console reaches the SDK only through its admin entry, consumed from source (no SDK build step).
export const alias = {
  '@portal/sdk/admin': fileURLToPath(new URL('../../packages/sdk/src/admin/index.ts', import.meta.url)),
};

export default defineConfig({
  // Served by the portal server under /admin/ (apps/server/src/http/admin-console.ts).
  base: '/admin/',
  plugins: [react(), tailwindcss()],
  resolve: { alias },
  server: { port: 8002, strictPort: true, proxy },
  preview: { port: 8002, proxy },
  build: { target: 'es2022' },
});
