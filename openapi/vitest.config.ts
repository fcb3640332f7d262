import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Linting and compiling the whole contract (some 7,000 lines) takes seconds on a busy two-core machine.
    testTimeout: 30_000,
  },
});
