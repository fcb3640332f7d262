import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { sdkAlias } from './sdk-alias.ts';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: sdkAlias,
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
  },
});
