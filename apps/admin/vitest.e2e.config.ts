import { defineConfig } from 'vitest/config';

// Chromium against the built console (and the built web app) served by the real server.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
    fileParallelism: false,
    // Polls wait for what a slow machine shows late (an upload's answer, a refreshed balance).
    expect: { poll: { timeout: 20_000, interval: 200 } },
  },
});
