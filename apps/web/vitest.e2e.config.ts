import { configDefaults, defineConfig } from 'vitest/config';
import { sdkAlias } from './sdk-alias';

// The walks over every route, two of the longest files. E2E_PART=walks runs only them, E2E_PART=flows all
// the others: the test command runs the two parts at once, each with its own server (see scripts/test.sh).
const WALKS = ['e2e/a11y.e2e.ts', 'e2e/routes.e2e.ts'];
const part = process.env.E2E_PART;

// Browser tests: Chromium against the built app served by the real server (see e2e/global-setup.ts).
export default defineConfig({
  // The SDK from source, as the app takes it (a test may read the contract's constants through it).
  resolve: { alias: sdkAlias },
  test: {
    environment: 'node',
    include: part === 'walks' ? WALKS : ['e2e/**/*.e2e.ts'],
    exclude: [...configDefaults.exclude, ...(part === 'flows' ? WALKS : [])],
    globalSetup: ['e2e/global-setup.ts'],
    // Generous: a test may wait out the server's per-minute registration limit.
    testTimeout: 150_000,
    hookTimeout: 120_000,
    // One browser per file is plenty; files run one after another so they don't fight over the CPU.
    fileParallelism: false,
    // A browser test that fails is run once more before it counts: on a shared two-core machine a
    // page can miss a wait by a hair. Vitest names every test that needed it ("retry x1") in its
    // report, so a flaky one is seen, and one that fails twice fails the run.
    retry: 1,
  },
});
