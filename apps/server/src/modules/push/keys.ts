import type { Kysely } from 'kysely';
import webpush from 'web-push';
import type { Database } from '../../db/schema.ts';
import type { PushSettings } from './settings.ts';

/** The server's VAPID key pair (base64url): the public one browsers subscribe with, the private one signs each send. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The row of server_secrets (migration 003) that holds a generated pair, as JSON. */
const SECRET_NAME = 'vapid';

/**
 * Configured keys win. Otherwise a pair is generated the first time a database is used and kept in it
 * beside the other generated secrets (infra/secrets.ts), so every instance on one database signs with
 * the same key and subscriptions survive restarts. Changing the keys later makes every browser subscribe again.
 */
export async function resolveVapidKeys(db: Kysely<Database>, settings: PushSettings): Promise<VapidKeys> {
  if (settings.vapidPublicKey || settings.vapidPrivateKey) {
    if (!settings.vapidPublicKey || !settings.vapidPrivateKey)
      throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
    return { publicKey: settings.vapidPublicKey, privateKey: settings.vapidPrivateKey };
  }
  // Instances starting together may both generate a pair: the first insert wins and both read it back.
  await db
    .insertInto('server_secrets')
    .values({
      name: SECRET_NAME,
      value: JSON.stringify(webpush.generateVAPIDKeys()),
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', SECRET_NAME)
    .executeTakeFirstOrThrow();
  const stored: unknown = JSON.parse(row.value);
  if (!isKeyPair(stored)) throw new Error('server_secrets.vapid does not hold a VAPID key pair');
  return { publicKey: stored.publicKey, privateKey: stored.privateKey };
}

function isKeyPair(value: unknown): value is VapidKeys {
  if (typeof value !== 'object' || value === null) return false;
  const { publicKey, privateKey } = value as Record<string, unknown>;
  return typeof publicKey === 'string' && typeof privateKey === 'string';
}
