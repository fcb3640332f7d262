import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Vitest's default is one worker fewer than the cores: one on a two-core machine. Files spend much of
    // their time waiting on PostgreSQL, child servers and timers, so two overlap well.
    maxWorkers: 2,
    // Each file builds its own app on its own SQLite file and PostgreSQL schema, so files run in parallel.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Every answer serialized with its contract schema is compared with the handler's own value (http/contract.ts).
    env: { PORTAL_CHECK_ANSWERS: '1' },
  },
});
