// A load run against the real server: a few hundred concurrent clients (each a real user with its own
// address) mixing the hot reads with paid downloads for a bounded time. Zero errors, zero 5xx, and the
// X钻 ledger of every user adds up afterwards. LOAD_SECONDS=60 (or `pnpm bench`) makes it the full minute.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokenLedgers, ledgerReport } from '../src/ledger.ts';
import { prepareShop, runLoad, type Shop } from '../src/load.ts';
import { disposeServer, type RunningServer, startServer } from '../src/server.ts';

const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);

const DB = process.env.LOAD_DB === 'postgres' ? 'postgres' : 'sqlite';

describe(`load: ${CLIENTS} clients for ${SECONDS} s (${DB})`, () => {
  let server: RunningServer;
  let shop: Shop;
  beforeAll(async () => {
    server = await startServer({ db: DB });
    shop = await prepareShop(server.base, 50);
  }, 180_000);
  afterAll(() => disposeServer(server));

  it(
    'answers every request without an error or a 5xx, and every ledger adds up afterwards',
    async () => {
      const before = await brokenLedgers(server.base, shop.users);
      expect(before).toEqual([]);
      const result = await runLoad(server.base, shop, { clients: CLIENTS, seconds: SECONDS });
      console.info(
        `load: ${result.requests} requests, ${result.requestsPerSecond.toFixed(0)}/s, p50 ${result.p50.toFixed(1)} ms, ` +
          `p99 ${result.p99.toFixed(1)} ms, statuses ${JSON.stringify(result.status)}, purchases acknowledged ${result.purchasesAcknowledged}`,
      );
      expect(result.errors.slice(0, 20)).toEqual([]);
      expect(result.requests).toBeGreaterThan(CLIENTS * 2);
      expect(result.purchasesAcknowledged).toBeGreaterThan(0);
      expect(await brokenLedgers(server.base, shop.users)).toEqual([]);
      // Every charge the clients were told about is exactly one purchase entry, and there are no others.
      const reports = await Promise.all(shop.users.map((u) => ledgerReport(server.base, u)));
      expect(reports.reduce((n, r) => n + r.purchases, 0)).toBe(result.purchasesCharged);
      expect(server.child.exitCode).toBeNull();
    },
    (SECONDS + 120) * 1000,
  );
});
