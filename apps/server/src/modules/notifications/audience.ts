import type { Db } from '../../db/tx.ts';
import type { Audience } from './events.ts';

/** The next `limit` recipients after `after`, in uid order (keyset over each audience's index). */
export async function audienceBatch(
  db: Db,
  audience: Audience,
  after: string | null,
  limit: number,
): Promise<string[]> {
  const from = after ?? '';
  switch (audience.type) {
    case 'uids':
      return [...new Set(audience.uids)]
        .sort()
        .filter((u) => u > from)
        .slice(0, limit);
    case 'subscribers': {
      const rows = await db
        .selectFrom('book_subscriptions')
        .select('uid')
        .where('book_id', '=', audience.bookId)
        .where('uid', '>', from)
        .orderBy('uid')
        .limit(limit)
        .execute();
      return rows.map((r) => r.uid);
    }
    case 'all':
    case 'members': {
      let q = db.selectFrom('users').select('uid').where('uid', '>', from);
      if (audience.type === 'members') q = q.where('vip_expire_at', '>', new Date().toISOString());
      const rows = await q.orderBy('uid').limit(limit).execute();
      return rows.map((r) => r.uid);
    }
    case 'game_owners': {
      const rows = await db
        .selectFrom('game_purchases')
        .select('uid')
        .where('game_id', '=', audience.gameId)
        .where('uid', '>', from)
        .union((eb) =>
          eb
            .selectFrom('download_records')
            .select((x) => x.fn.coalesce('uid', x.val('')).as('uid'))
            .where('game_id', '=', audience.gameId)
            .where('uid', 'is not', null)
            .where('uid', '>', from),
        )
        .orderBy('uid')
        .limit(limit)
        .execute();
      return rows.map((r) => r.uid);
    }
  }
}

/** How many an audience reaches now (the console's preview). */
export async function audienceCount(db: Db, audience: Audience): Promise<number> {
  let n = 0;
  let after: string | null = null;
  // Counted by the same batches the fan-out reads, so the preview and the delivery agree.
  for (;;) {
    const batch = await audienceBatch(db, audience, after, 5000);
    n += batch.length;
    if (batch.length < 5000) return n;
    after = batch[batch.length - 1] ?? null;
  }
}
