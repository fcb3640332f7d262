import { defineConfig } from 'vitest/config';

// Files that start server processes of their own (clusters, SIGTERM/SIGKILL, a restore drill): on a
// two-core machine they run alone, after the rest, so their start-up and drain timings are not starved.
const PROCESS_FILES = [
  'test/admin-backup-restore.test.ts',
  'test/http.test.ts',
  'test/ledger-sigkill.test.ts',
  'test/pg-connection-loss.test.ts',
  'test/scale-out-*.test.ts',
  'test/secrets.test.ts',
  'test/sms-provider.test.ts',
];

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a two-core machine. In-process files
    // spend much of their time waiting on PostgreSQL and timers, so two overlap well.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Every answer serialized with its contract schema is compared with the handler's own value (http/contract.ts).
    env: { PORTAL_CHECK_ANSWERS: '1' },
    projects: [
      {
        extends: true,
        test: {
          name: 'in-process',
          include: ['test/**/*.test.ts'],
          exclude: PROCESS_FILES,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'processes',
          include: PROCESS_FILES,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
