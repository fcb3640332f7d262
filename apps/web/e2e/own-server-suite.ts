import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type OwnServer, startOwnServer } from './account-server';
import { launch } from './browser';

export interface OwnServerSuite {
  browser: Browser;
  server: OwnServer;
}

/**
 * One browser and one own server (see startOwnServer) for the whole e2e file: started before its
 * tests, stopped after. The fields are filled by beforeAll, so read them inside tests only.
 */
export function ownServerSuite(startLimitMs?: number, webDist?: () => string): OwnServerSuite {
  const suite = {} as Partial<OwnServerSuite>;
  beforeAll(
    async () => {
      [suite.browser, suite.server] = await Promise.all([
        launch(),
        startOwnServer(startLimitMs, webDist?.()),
      ]);
    },
    // A longer start than the default needs a longer hook too.
    startLimitMs ? startLimitMs + 10_000 : undefined,
  );
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  // Safe once beforeAll has run, which vitest guarantees before any test of the file.
  return suite as OwnServerSuite;
}
