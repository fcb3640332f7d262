// Test fixtures of the value-moving areas: games to buy, X钻 grants, ledger checks, real HTTP calls.
import type { FastifyInstance } from 'fastify';
import { type Db, inTx } from '../src/db/tx.ts';
import { applyLedgerEntry } from '../src/modules/wallet/index.ts';
import type { Session } from './helpers/index.ts';

let grantSeq = 0;

/** Inserts `count` games from `firstId` (online_type 1 = paid at `price`, 0 = free). */
export async function insertGames(
  app: FastifyInstance | { db: Db },
  opts: { firstId: number; count: number; price: number; free?: boolean },
): Promise<number[]> {
  await app.db
    .insertInto('game_types')
    .values({ id: 1, name: '测试', sort: 0 })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const ids = Array.from({ length: opts.count }, (_, i) => opts.firstId + i);
  await app.db
    .insertInto('games')
    .values(
      ids.map((id) => ({
        id,
        name: `游戏${id}`,
        type_id: 1,
        icon: '/files/i.svg',
        banner: '/files/b.svg',
        summary: '测试游戏',
        intro: '<p>测试</p>',
        tags: '测试',
        online_type: opts.free ? 0 : 1,
        buy_amount: opts.price,
        version: '1.0.0',
        size_kb: 1024,
        rating: 90,
        downloads: 0,
        recommended: 0,
        android_file: `games/${id}/game.apk`,
        ios_file: `games/${id}/game.ipa`,
        sort: 0,
        created_at: new Date().toISOString(),
      })),
    )
    .execute();
  return ids;
}

/** Gives X钻 the way the system does: one ledger entry with the balance, in one transaction. */
export async function grant(app: FastifyInstance | { db: Db }, uid: string, amount: number): Promise<void> {
  grantSeq += 1;
  await inTx(app.db, (trx) =>
    applyLedgerEntry(trx, {
      uid,
      amount,
      kind: 'gift',
      ref: `test-${grantSeq}`,
      note: '测试赠送',
      now: new Date(),
    }),
  );
}

export type LedgerCheck = { balance: number; sum: number; entries: number; chainOk: boolean };

/** The ledger invariant of one user: entries sum to the balance and each balance_after follows from the last. */
export async function ledgerCheck(app: FastifyInstance | { db: Db }, uid: string): Promise<LedgerCheck> {
  const user = await app.db
    .selectFrom('users')
    .select('coin_balance')
    .where('uid', '=', uid)
    .executeTakeFirstOrThrow();
  const rows = await app.db
    .selectFrom('coin_ledger')
    .select(['amount', 'balance_after'])
    .where('uid', '=', uid)
    .orderBy('id')
    .execute();
  let running = 0;
  let chainOk = true;
  for (const r of rows) {
    running += r.amount;
    if (r.balance_after !== running || running < 0) chainOk = false;
  }
  return { balance: Number(user.coin_balance), sum: running, entries: rows.length, chainOk };
}

/** Starts the app on 127.0.0.1 with an OS-chosen port, for tests that want real sockets. */
export async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

export type HttpAnswer<T = unknown> = { status: number; body: { code: number; msg: string; data: T } };

/** A portal call over real HTTP, form-urlencoded like the SDK sends it. */
export async function httpPortal<T = unknown>(
  base: string,
  path: string,
  body: Record<string, string | number> = {},
  session?: Session | null,
  headers: Record<string, string> = {},
): Promise<HttpAnswer<T>> {
  const form = new URLSearchParams({ appID: '2008', channelID: '0' });
  for (const [k, v] of Object.entries(body)) form.set(k, String(v));
  const res = await fetch(`${base}/portal${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(session ? { 'ug-uid': session.uid, 'ug-token': session.token } : {}),
      ...headers,
    },
    body: form.toString(),
  });
  return { status: res.status, body: (await res.json()) as HttpAnswer<T>['body'] };
}
