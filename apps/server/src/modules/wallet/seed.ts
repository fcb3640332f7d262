import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { inTx } from '../../db/tx.ts';
import { applyLedgerEntry } from './ledger.ts';
import { createOrder, markPaid } from './orders.ts';

/** Demo X钻 for the seeded accounts, through the ledger like any other credit. */
export const WELCOME_GRANT = 200;

/** The seeded account that also gets a paid recharge, so its orders and X钻 history are not empty. */
const DEMO_NAME = 'demo';

export async function seedWallet(db: Kysely<Database>, _ctx: unknown, now = new Date()): Promise<void> {
  const users = await db.selectFrom('users').select(['uid', 'name']).execute();
  for (const { uid, name } of users) {
    await inTx(db, (trx) =>
      applyLedgerEntry(trx, {
        uid,
        amount: WELCOME_GRANT,
        kind: 'gift',
        ref: 'welcome',
        note: '新人礼包',
        now,
      }),
    );
    if (name !== DEMO_NAME) continue;
    // Same path as a real payment: a pending order, then the provider's paid notice credits it once.
    await inTx(db, async (trx) => {
      const order = await createOrder(trx, uid, 2, 'sandbox', now);
      await markPaid(
        trx,
        {
          provider: 'sandbox',
          orderNo: order.order_no,
          amountFen: order.price_fen,
          tradeNo: 'SEED',
          nonce: null,
          paidAt: null,
        },
        now,
      );
    });
  }
}
