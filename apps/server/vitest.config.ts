import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Each file builds its own app on its own SQLite file and PostgreSQL schema, so files run in parallel.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
