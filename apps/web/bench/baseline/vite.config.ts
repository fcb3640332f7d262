import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Built by scripts/bench.mjs as the app is built (same Vite, same React plugin, es2022).
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: { target: 'es2022', modulePreload: { polyfill: false } },
});
