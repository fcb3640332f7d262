import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['journeys/**/*.test.ts'],
    // One journey is one user's session: its steps run in order against one server and one browser.
    sequence: { concurrent: false },
    testTimeout: 90_000,
    hookTimeout: 300_000,
  },
});
