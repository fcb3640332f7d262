import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

// `vite` in development forwards the portal's two API families to a running server (same origin, no
// CORS set-up needed); a deployed site either does the same in its web server or lists its origin in
// the portal's CORS_ORIGINS and passes absolute base URLs to createPortal.
const target = process.env.PORTAL_SERVER ?? 'http://127.0.0.1:8000';

export default defineConfig({
  plugins: [vue()],
  server: { proxy: { '/portal': target, '/api': target } },
});
