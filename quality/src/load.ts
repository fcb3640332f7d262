// A load run: many concurrent clients, each a real user with its own address, mixing the hot reads with
// paid downloads (the purchase path) for a fixed time. Counts every answer; latencies for p50/p99.
import { randomBytes } from 'node:crypto';
import { apiCall, freshIp, portalPost, type Registered, recharge, registerUser } from './client.ts';

export interface LoadOptions {
  clients: number;
  seconds: number;
  /** Share of iterations that try to buy a paid game (the rest are reads). */
  purchaseShare?: number;
}

export interface LoadResult {
  requests: number;
  /** Transport failures, 5xx and answers that break the envelope. */
  errors: string[];
  status: Record<string, number>;
  purchasesAcknowledged: number;
  /** Acknowledged purchases that charged X钻 (answer msg 购买成功); the rest were already owned. */
  purchasesCharged: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
}

export interface Shop {
  users: Registered[];
  paidGames: number[];
  readGames: number[];
}

/** One route of an autocannon bench; `setup` makes each request anew (another user, another game). */
export interface LoadRoute {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  setup?: () => { headers: Record<string, string>; path?: string; body?: string };
}

/**
 * The purchase path as a bench route: users in turn, each working through the paid games, so the first
 * rounds charge X钻 in a transaction with the ledger and later ones find the game owned (same route, auth
 * and records).
 */
export function purchaseRoute(shop: Shop): LoadRoute {
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  let n = 0;
  return {
    name: 'purchase path (paid download)',
    path: `/portal/user/game/download/${shop.paidGames[0]}`,
    method: 'POST',
    setup: () => {
      n += 1;
      const user = shop.users[n % shop.users.length]!;
      const game = shop.paidGames[Math.floor(n / shop.users.length) % shop.paidGames.length]!;
      return {
        path: `/portal/user/game/download/${game}`,
        body: 'appID=2008&channelID=0&platformType=1',
        headers: { ...form, 'ug-uid': user.uid, 'ug-token': user.token, 'x-forwarded-for': user.ip },
      };
    },
  };
}

/** Users with X钻 (recharged through the sandbox) and the seeded paid games, ready for a load run. */
export async function prepareShop(base: string, userCount: number): Promise<Shop> {
  const users: Registered[] = [];
  for (let i = 0; i < userCount; i += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, userCount - i) }, async () => {
        const u = await registerUser(base);
        await recharge(base, u, 5);
        return u;
      }),
    );
    users.push(...batch);
  }
  const games = await portalPost<{
    records: { appID: number; onlineType: number; buyAmount: number; upcoming: boolean }[];
  }>(base, '/web/game/list', { currentPage: 1, pageSize: 100 });
  // An upcoming (预约) game answers 1060 to a download until it is released: only released ones are bought.
  const paidGames = games.body.data.records
    .filter((g) => g.onlineType !== 0 && !g.upcoming)
    .map((g) => g.appID);
  const readGames = games.body.data.records.map((g) => g.appID);
  if (paidGames.length === 0) throw new Error('the seed has no paid game');
  return { users, paidGames, readGames };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** What a browser accepts: every call of the load run asks for a compressed answer, as the web app does. */
const ACCEPT_ENCODING = { 'accept-encoding': 'br, gzip' };

export async function runLoad(base: string, shop: Shop, opts: LoadOptions): Promise<LoadResult> {
  const share = opts.purchaseShare ?? 0.3;
  const errors: string[] = [];
  const status: Record<string, number> = {};
  const latencies: number[] = [];
  let purchasesAcknowledged = 0;
  let purchasesCharged = 0;
  const deadline = Date.now() + opts.seconds * 1000;
  const started = performance.now();

  async function timed(
    what: string,
    call: () => Promise<{ status: number; body: { code: number; msg: string } }>,
  ) {
    const t0 = performance.now();
    try {
      const answer = await call();
      latencies.push(performance.now() - t0);
      status[answer.status] = (status[answer.status] ?? 0) + 1;
      if (answer.status >= 500) errors.push(`${what}: HTTP ${answer.status}`);
      return answer;
    } catch (err) {
      errors.push(`${what}: ${(err as Error).message}`);
      return null;
    }
  }

  const client = async (n: number) => {
    const user = shop.users[n % shop.users.length]!;
    const ip = freshIp();
    while (Date.now() < deadline) {
      if (Math.random() < share) {
        const game = pick(shop.paidGames);
        const answer = await timed('purchase', () =>
          portalPost<string>(
            base,
            `/user/game/download/${game}`,
            { platformType: 1 },
            {
              session: user,
              ip,
              headers: { ...ACCEPT_ENCODING, 'idempotency-key': randomBytes(12).toString('hex') },
            },
          ),
        );
        if (answer && answer.body.code === 0) {
          purchasesAcknowledged += 1;
          if (answer.body.msg === '购买成功') purchasesCharged += 1;
        } else if (answer && ![1001, 429].includes(answer.body.code)) {
          errors.push(`purchase answered ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
        }
        continue;
      }
      const read = Math.floor(Math.random() * 5);
      const answer = await timed(`read ${read}`, () => {
        const headers = ACCEPT_ENCODING;
        if (read === 0) return apiCall(base, 'GET', '/v1/square/tag/list', { ip, headers });
        if (read === 1)
          return apiCall(base, 'GET', '/v1/square/post/list', {
            ip,
            headers,
            query: { currentPage: 1, pageSize: 20, sort: 2 },
          });
        if (read === 2)
          return portalPost(base, '/web/game/detail', { appID: pick(shop.readGames) }, { ip, headers });
        if (read === 3) return portalPost(base, '/web/home', {}, { ip, session: user, headers });
        return portalPost(base, '/user/center/me', { uid: user.uid }, { ip, session: user, headers });
      });
      if (answer && answer.body.code !== 0 && answer.status !== 429) {
        errors.push(`read ${read} answered ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
      }
    }
  };

  await Promise.all(Array.from({ length: opts.clients }, (_, n) => client(n)));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length + errors.filter((e) => !e.includes('answered')).length,
    errors,
    status,
    purchasesAcknowledged,
    purchasesCharged,
    requestsPerSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}
