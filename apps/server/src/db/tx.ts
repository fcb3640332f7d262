import type { Kysely, Transaction } from 'kysely';
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
