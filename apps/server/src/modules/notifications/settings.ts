import type { ContractSchema } from '@portal/openapi/operations';
import type { Db } from '../../db/tx.ts';
import { DEFAULT_MODE, KINDS, type NotificationKind, type NotificationMode } from './kinds.ts';

/** Every kind with the user's mode (or its default). */
export async function settingsOf(db: Db, uid: string): Promise<ContractSchema<'NotificationSettings'>> {
  const rows = await db
    .selectFrom('notification_settings')
    .select(['kind', 'mode'])
    .where('uid', '=', uid)
    .execute();
  const chosen = new Map(rows.map((r) => [r.kind, r.mode as NotificationMode]));
  return {
    items: KINDS.map((kind) => ({
      kind,
      mode: chosen.get(kind) ?? DEFAULT_MODE[kind],
      defaultMode: DEFAULT_MODE[kind],
    })),
  };
}

export async function setMode(
  db: Db,
  uid: string,
  kind: NotificationKind,
  mode: NotificationMode,
): Promise<void> {
  await db
    .insertInto('notification_settings')
    .values({ uid, kind, mode, updated_at: new Date().toISOString() })
    .onConflict((oc) =>
      oc.columns(['uid', 'kind']).doUpdateSet({ mode, updated_at: new Date().toISOString() }),
    )
    .execute();
}
