import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Each file builds its own app on its own SQLite file and PostgreSQL schema, so files run in parallel.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Every answer serialized with its contract schema is compared with the handler's own value (http/contract.ts).
    env: { PORTAL_CHECK_ANSWERS: '1' },
  },
});
