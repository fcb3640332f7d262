import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { inTx } from '../../db/tx.ts';
import { applyLedgerEntry } from './ledger.ts';

/** Demo X钻 for the seeded accounts, through the ledger like any other credit. */
export const WELCOME_GRANT = 200;

export async function seedWallet(db: Kysely<Database>, _ctx: unknown, now = new Date()): Promise<void> {
  const users = await db.selectFrom('users').select('uid').execute();
  for (const { uid } of users) {
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
  }
}
