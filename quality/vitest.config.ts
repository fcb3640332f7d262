import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Every file starts its own server process on its own port and data folder, so files run in parallel.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
