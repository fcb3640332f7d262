import { defineConfig } from 'vitest/config';

// Files that measure the server under pressure (200 clients, SIGKILL mid-write) run alone, after the rest.
const ALONE = ['test/load.test.ts', 'test/crash-recovery.test.ts'];

export default defineConfig({
  test: {
    // Every file starts its own server process on its own port and data folder. Vitest's default is one
    // worker fewer than the cores (one on a two-core machine); these files mostly wait on their servers,
    // so two overlap well.
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    projects: [
      {
        extends: true,
        test: { name: 'probes', include: ['test/**/*.test.ts'], exclude: ALONE, sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        test: { name: 'pressure', include: ALONE, fileParallelism: false, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
