import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Vitest's default is one worker fewer than the cores: one on a two-core machine; the files mostly wait
    // on their server processes, so two overlap well.
    maxWorkers: 2,
    // Every file starts its own server process on its own port and data folder, so files run in parallel.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
