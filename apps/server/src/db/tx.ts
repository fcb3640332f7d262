import type { Kysely, Transaction } from 'kysely';
import { isRetryableTxFailure } from './errors.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;
export type Tx = Transaction<Database>;

/**
 * Runs `fn` in one transaction on either database. Everything `fn` writes commits or none of it does.
 * Emit events (app.events.emit) after this resolves, never inside `fn`: listeners must only see
 * committed state.
 */
export function inTx<T>(db: Db, fn: (trx: Tx) => Promise<T>): Promise<T> {
  return db.transaction().execute(fn);
}

const ATTEMPTS = 3;

/**
 * `inTx` for a transaction whose `fn` touches nothing but `trx`, run again (at most three times in
 * all) when PostgreSQL rolls it back as a deadlock's victim: a delete that cascades into the rows a
 * player's write is locking meets that write's locks in the other order, and PostgreSQL ends one of the
 * two. Nothing of the failed attempt is left, so running it again is what the caller asked for.
 */
export async function inRetriedTx<T>(db: Db, fn: (trx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await inTx(db, fn);
    } catch (error) {
      if (attempt >= ATTEMPTS || !isRetryableTxFailure(error)) throw error;
      // A few milliseconds apart, so the other transaction can commit first.
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 10));
    }
  }
}
