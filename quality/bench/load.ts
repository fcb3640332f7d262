// The reliability load run at full length for `pnpm bench`: LOAD_CLIENTS (300) clients for LOAD_SECONDS (60),
// reads and purchases mixed; prints throughput, latency, errors and whether every ledger adds up.
import { brokenLedgers } from '../src/ledger.ts';
import { prepareShop, runLoad } from '../src/load.ts';
import { disposeServer, startServer } from '../src/server.ts';
import { saveResult } from './results.ts';

const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 300);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);

const server = await startServer();
try {
  const shop = await prepareShop(server.base, 100);
  console.log(`load: ${CLIENTS} clients for ${SECONDS} s on SQLite (reads + purchases)`);
  const r = await runLoad(server.base, shop, { clients: CLIENTS, seconds: SECONDS });
  const broken = await brokenLedgers(server.base, shop.users);
  console.log(
    `  ${r.requests} requests, ${r.requestsPerSecond.toFixed(0)} req/s, p50 ${r.p50.toFixed(0)} ms, p99 ${r.p99.toFixed(0)} ms`,
  );
  console.log(
    `  statuses ${JSON.stringify(r.status)}; errors ${r.errors.length}; purchases acknowledged ${r.purchasesAcknowledged} (charged ${r.purchasesCharged})`,
  );
  console.log(
    `  ledger invariant: ${broken.length === 0 ? `holds for all ${shop.users.length} users` : `BROKEN for ${broken.length} users`}`,
  );
  for (const e of r.errors.slice(0, 5)) console.log(`  error: ${e}`);
  saveResult('load', {
    clients: CLIENTS,
    seconds: SECONDS,
    requests: r.requests,
    requestsPerSecond: r.requestsPerSecond,
    p50: r.p50,
    p99: r.p99,
    status: r.status,
    errors: r.errors.length,
    purchasesAcknowledged: r.purchasesAcknowledged,
    purchasesCharged: r.purchasesCharged,
    users: shop.users.length,
    brokenLedgers: broken.length,
  });
} finally {
  await disposeServer(server);
}
