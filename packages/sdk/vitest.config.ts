import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Vitest's default is one worker fewer than the cores: one on a two-core machine. The wire tests wait on
    // their servers and the packed install on pnpm, so two overlap well.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 120_000,
  },
});
