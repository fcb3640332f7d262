import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { resolveVapidKeys, type VapidKeys } from './keys.ts';
import type { PushSettings } from './settings.ts';

// One resolution per database handle (one per app): the routes and every sender share it.
const resolved = new WeakMap<Kysely<Database>, Promise<VapidKeys>>();

/** The VAPID keys of this database, read (or generated) once; a failed read is tried again next time. */
export function vapidKeysOf(db: Kysely<Database>, settings: PushSettings): Promise<VapidKeys> {
  let keys = resolved.get(db);
  if (!keys) {
    keys = resolveVapidKeys(db, settings);
    keys.catch(() => resolved.delete(db));
    resolved.set(db, keys);
  }
  return keys;
}
