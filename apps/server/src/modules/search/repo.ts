import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { inTx } from '../../db/tx.ts';

type Db = Kysely<Database>;

/** Recent searches kept per account (the newest first). */
export const HISTORY_LIMIT = 20;
/** Trending: keywords searched in this window, the top ones shown. */
export const TRENDING_WINDOW_MS = 7 * 24 * 3600_000;
export const TRENDING_LIMIT = 10;
/**
 * Trending shows a keyword only once this many different accounts searched it in the window: with
 * fewer, one account (or two acting together) could put any word in front of everyone.
 */
export const TRENDING_MIN_ACCOUNTS = 3;

/** What is stored and compared: trimmed, inner whitespace collapsed to one space. */
export function normalizeKeyword(raw: string): string {
  return raw.trim().replace(/\s+/gu, ' ');
}

export async function historyOf(db: Db, uid: string): Promise<string[]> {
  const rows = await db
    .selectFrom('square_search_history')
    .select('keyword')
    .where('uid', '=', uid)
    .orderBy('searched_at', 'desc')
    .orderBy('keyword')
    .limit(HISTORY_LIMIT)
    .execute();
  return rows.map((r) => r.keyword);
}

/**
 * One search: first in the history (an older copy moves up), the oldest beyond 20 dropped, and the
 * account's one vote for the keyword refreshed — all in one transaction.
 */
export async function recordSearch(db: Db, uid: string, keyword: string, clock: string): Promise<void> {
  await inTx(db, async (trx) => {
    // Two searches within one millisecond would tie, and the tie would put them in keyword order: each
    // search is stamped after the account's newest, so the newest is always first.
    const newest = await trx
      .selectFrom('square_search_history')
      .select((eb) => eb.fn.max('searched_at').as('at'))
      .where('uid', '=', uid)
      .executeTakeFirst();
    const after = newest?.at ? Date.parse(newest.at) + 1 : 0;
    const at = new Date(Math.max(Date.parse(clock), after)).toISOString();
    await trx
      .insertInto('square_search_history')
      .values({ uid, keyword, searched_at: at })
      .onConflict((oc) => oc.columns(['uid', 'keyword']).doUpdateSet({ searched_at: at }))
      .execute();
    await trx
      .insertInto('square_search_votes')
      .values({ keyword, uid, searched_at: at })
      .onConflict((oc) => oc.columns(['keyword', 'uid']).doUpdateSet({ searched_at: at }))
      .execute();
    const kept = trx
      .selectFrom('square_search_history')
      .select('keyword')
      .where('uid', '=', uid)
      .orderBy('searched_at', 'desc')
      .orderBy('keyword')
      .limit(HISTORY_LIMIT);
    await trx
      .deleteFrom('square_search_history')
      .where('uid', '=', uid)
      .where('keyword', 'not in', kept)
      .execute();
  });
}

/** Forgets one keyword of the history, or all of it; trending votes stay. */
export async function clearHistory(db: Db, uid: string, keyword?: string): Promise<void> {
  let q = db.deleteFrom('square_search_history').where('uid', '=', uid);
  if (keyword !== undefined) q = q.where('keyword', '=', keyword);
  await q.execute();
}

/**
 * Keywords at least `TRENDING_MIN_ACCOUNTS` accounts searched since `since`, by the number of those
 * accounts (the latest search breaks ties), leaving out any keyword that holds a sensitive word.
 */
export async function trending(db: Db, since: string, sensitive: readonly string[]): Promise<string[]> {
  const rows = await db
    .selectFrom('square_search_votes')
    .select((eb) => ['keyword', eb.fn.countAll<number>().as('n'), eb.fn.max('searched_at').as('last')])
    .where('searched_at', '>=', since)
    .groupBy('keyword')
    .having((eb) => eb.fn.countAll(), '>=', TRENDING_MIN_ACCOUNTS)
    .orderBy('n', 'desc')
    .orderBy('last', 'desc')
    .orderBy('keyword')
    // Room for the ones the word list takes out.
    .limit(TRENDING_LIMIT + 40)
    .execute();
  const words = sensitive.filter(Boolean).map((w) => w.toLowerCase());
  return rows
    .map((r) => r.keyword)
    .filter((k) => !words.some((w) => k.toLowerCase().includes(w)))
    .slice(0, TRENDING_LIMIT);
}
