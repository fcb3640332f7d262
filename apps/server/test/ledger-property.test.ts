import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIP_TIERS } from '../src/modules/vip/tiers.ts';
import { RECHARGE_PACKAGES } from '../src/modules/wallet/packages.ts';
import { signFields } from '../src/modules/wallet/signing.ts';
import {
  dbKinds,
  portalPost,
  registerUser,
  type Session,
  startTestApp,
  type TestApp,
} from './helpers/index.ts';
import { insertGames, ledgerCheck } from './wallet-fixtures.ts';

const PRICES = [10, 25, 60, 150];
const FIRST_GAME = 9701;

type Command =
  | { op: 'recharge'; packageId: number }
  | { op: 'purchase'; game: number }
  | { op: 'vip'; tierId: number }
  | { op: 'checkin' };

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ op: fc.constant('recharge' as const), packageId: fc.constantFrom(1, 2, 3) }),
  fc.record({ op: fc.constant('purchase' as const), game: fc.integer({ min: 0, max: PRICES.length - 1 }) }),
  fc.record({ op: fc.constant('vip' as const), tierId: fc.constantFrom(...VIP_TIERS.map((x) => x.id)) }),
  fc.constant({ op: 'checkin' as const }),
);

async function run(app: FastifyInstance, secret: string, s: Session, c: Command) {
  switch (c.op) {
    case 'recharge': {
      const pay = await portalPost<{ order: { orderNo: string; amount: number } }>(
        app,
        '/order/payInfo',
        { packageId: c.packageId },
        s,
      );
      const fields = {
        orderNo: pay.body.data.order.orderNo,
        amount: pay.body.data.order.amount,
        tradeNo: 'T1',
        status: 'SUCCESS',
        timestamp: Date.now(),
        nonce: `n${pay.body.data.order.orderNo}`,
      };
      return portalPost(app, '/order/notify', { ...fields, sign: signFields(fields, secret) });
    }
    case 'purchase':
      return portalPost(app, `/user/game/download/${FIRST_GAME + c.game}`, { platformType: 1 }, s);
    case 'vip':
      return portalPost(app, '/vip/vipopen', { tierId: c.tierId }, s);
    case 'checkin':
      return portalPost(app, '/user/checkin/sign', {}, s);
  }
}

/** What the balance must be after a sequence, by the product's rules. */
function model(commands: Command[]): number {
  let balance = 0;
  let member = false;
  let checkedIn = false;
  const owned = new Set<number>();
  for (const c of commands) {
    if (c.op === 'recharge') {
      const p = RECHARGE_PACKAGES.find((x) => x.id === c.packageId)!;
      balance += p.coins + p.bonus;
    } else if (c.op === 'purchase') {
      const price = PRICES[c.game]!;
      if (!member && !owned.has(c.game) && balance >= price) {
        balance -= price;
        owned.add(c.game);
      }
    } else if (c.op === 'vip') {
      const tier = VIP_TIERS.find((x) => x.id === c.tierId)!;
      if (balance >= tier.price) {
        balance -= tier.price;
        member = true;
      }
    } else if (!checkedIn) {
      checkedIn = true;
      balance += 5;
    }
  }
  return balance;
}

describe.each(dbKinds)('ledger invariant over random sequences (%s)', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ db });
    for (const [i, price] of PRICES.entries())
      await insertGames(t.app, { firstId: FIRST_GAME + i, count: 1, price });
  });
  afterAll(() => t.close());

  it('sequential: the balance follows the rules and always equals the ledger sum', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { maxLength: 14 }), async (commands) => {
        const s = await registerUser(t.app);
        for (const c of commands) {
          await run(t.app, t.app.secrets.paymentSecret, s, c);
          const check = await ledgerCheck(t.app, s.uid);
          expect(check.balance).toBe(check.sum);
          expect(check.balance).toBeGreaterThanOrEqual(0);
        }
        expect(await ledgerCheck(t.app, s.uid)).toMatchObject({ balance: model(commands), chainOk: true });
      }),
      { numRuns: 25 },
    );
  });

  it('concurrent: whatever interleaving, the ledger sums to a non-negative balance', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 16 }), async (commands) => {
        const s = await registerUser(t.app);
        await Promise.all(commands.map((c) => run(t.app, t.app.secrets.paymentSecret, s, c)));
        const check = await ledgerCheck(t.app, s.uid);
        expect(check.chainOk).toBe(true);
        expect(check.balance).toBe(check.sum);
        expect(check.balance).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 15 },
    );
  });
});
