import { defineConfig } from 'vitest/config';

// Chromium against the built console (and the built web app) served by the real server.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
    fileParallelism: false,
    // A browser test that fails is run once more before it counts: on a shared two-core machine a
    // page can miss a wait by a hair. Vitest names every test that needed it ("retry x1") in its
    // report, so a flaky one is seen, and one that fails twice fails the run.
    retry: 1,
    // Polls wait for what a slow machine shows late (an upload's answer, a refreshed balance).
    expect: { poll: { timeout: 20_000, interval: 200 } },
  },
});
