import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * What the demo accounts searched lately, so a fresh site has 热门搜索: [keyword, searchers], each by at
 * least TRENDING_MIN_ACCOUNTS accounts so it shows.
 */
const SEARCHES: [string, number][] = [
  ['攻略', 9],
  ['新手入门', 7],
  ['抽卡', 6],
  ['周年庆', 5],
  ['同人', 4],
  ['兑换码', 3],
  ['副本', 3],
  ['剧情', 3],
];

export async function seedSearch(db: Kysely<Database>): Promise<void> {
  const users = (await db.selectFrom('users').select('uid').orderBy('created_at').execute()).map(
    (u) => u.uid,
  );
  if (users.length === 0) return;
  const now = Date.now();
  const rows = SEARCHES.flatMap(([keyword, count], k) =>
    users.slice(0, count).map((uid, i) => ({
      keyword,
      uid,
      searched_at: new Date(now - (k * 60 + i) * 60_000).toISOString(),
    })),
  );
  await db.insertInto('square_search_votes').values(rows).execute();
}
