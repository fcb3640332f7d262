// Day tables the dashboard reads: which players were active on a day, and how often each book was read.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { installRestrictionChecks } from '../accounts/index.ts';
import { shanghaiDay } from './days.ts';

/** uid:day pairs already written by this process (bounded: cleared when the day changes). */
const seen = new Set<string>();
let seenDay = '';

/** Marks a logged-in player active today, once per process per day. */
async function markActive(app: FastifyInstance, uid: string): Promise<void> {
  const day = shanghaiDay();
  if (day !== seenDay) {
    seen.clear();
    seenDay = day;
  }
  const key = `${uid}:${day}`;
  if (seen.has(key)) return;
  seen.add(key);
  await app.db
    .insertInto('user_active_days')
    .values({ uid, day })
    .onConflict((oc) => oc.columns(['day', 'uid']).doNothing())
    .execute();
}

export async function countBookRead(app: FastifyInstance, bookId: number): Promise<void> {
  const day = shanghaiDay();
  await app.db
    .insertInto('book_read_days')
    .values({ book_id: bookId, day, reads: 1 })
    .onConflict((oc) =>
      oc.columns(['day', 'book_id']).doUpdateSet({ reads: sql<number>`book_read_days.reads + 1` }),
    )
    .execute();
}

/**
 * Hooks on every route, installed at the root before the areas register (a hook added later would not
 * reach their routes): player restrictions (mute, ban) and the active-day mark.
 */
export function installPlayerHooks(app: FastifyInstance): void {
  installRestrictionChecks(app);
  app.addHook('onResponse', async (request) => {
    const uid = request.user?.uid;
    if (!uid) return;
    try {
      await markActive(app, uid);
    } catch (err) {
      request.log.warn({ err }, 'active day not recorded');
    }
  });
}
