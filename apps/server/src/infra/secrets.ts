import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';

/** The keys the server signs and verifies with. */
export interface Secrets {
  /** Keys HMACs of SMS codes and of other server-side signatures. */
  appSecret: string;
  /** Signs and verifies the sandbox provider's payment callbacks. */
  paymentSecret: string;
}

const NAMES = { appSecret: 'app', paymentSecret: 'payment' } as const;

/**
 * A configured secret wins. Otherwise (development: production refuses to start without them, see
 * `productionProblems`) each one is generated at random the first time a database is used and kept in it,
 * so a secret is never a constant of the source, survives restarts, and every instance on one database
 * agrees on it.
 */
export async function resolveSecrets(db: Kysely<Database>, config: Config): Promise<Secrets> {
  return {
    appSecret: config.appSecret ?? (await storedSecret(db, NAMES.appSecret)),
    paymentSecret: config.paymentSecret ?? (await storedSecret(db, NAMES.paymentSecret)),
  };
}

async function storedSecret(db: Kysely<Database>, name: string): Promise<string> {
  // Instances starting together may both generate one: the first insert wins and both read it back.
  await db
    .insertInto('server_secrets')
    .values({ name, value: randomBytes(32).toString('hex'), created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}
