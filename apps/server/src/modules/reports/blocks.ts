import type { Kysely } from 'kysely';
import { nowIso } from '../../db/portable.ts';
import type { Database } from '../../db/schema.ts';
import { inTx } from '../../db/tx.ts';
import { BusinessCode, Errors } from '../../http/answer.ts';
import { offsetOf, type PageQuery, pageOf } from '../../http/paging.ts';
import { brief, type UserBrief } from '../square/index.ts';

type Db = Kysely<Database>;

/** Blocks `target` for `uid`, idempotently; follows between the two go both ways, in one transaction. */
export async function blockUser(db: Db, uid: string, target: string): Promise<void> {
  await inTx(db, async (trx) => {
    await trx
      .insertInto('user_blocks')
      .values({ uid, target_uid: target, created_at: nowIso() })
      .onConflict((oc) => oc.columns(['uid', 'target_uid']).doNothing())
      .execute();
    await trx
      .deleteFrom('user_follows')
      .where((eb) =>
        eb.or([
          eb.and([eb('uid', '=', uid), eb('target_uid', '=', target)]),
          eb.and([eb('uid', '=', target), eb('target_uid', '=', uid)]),
        ]),
      )
      .execute();
  });
}

export async function unblockUser(db: Db, uid: string, target: string): Promise<void> {
  await db.deleteFrom('user_blocks').where('uid', '=', uid).where('target_uid', '=', target).execute();
}

/** Who blocks whom between `me` and `other`. */
export async function blocksBetween(
  db: Db,
  me: string,
  other: string,
): Promise<{ iBlock: boolean; blocksMe: boolean }> {
  const rows = await db
    .selectFrom('user_blocks')
    .select('uid')
    .where((eb) =>
      eb.or([
        eb.and([eb('uid', '=', me), eb('target_uid', '=', other)]),
        eb.and([eb('uid', '=', other), eb('target_uid', '=', me)]),
      ]),
    )
    .execute();
  return { iBlock: rows.some((r) => r.uid === me), blocksMe: rows.some((r) => r.uid === other) };
}

export const BLOCKED_BY_USER = (what: '评论' | '回复' | '关注') =>
  Errors.business(`对方已将你拉黑，无法${what}`, BusinessCode.BlockedByUser);
export const USER_BLOCKED = () =>
  Errors.business('你已将该用户拉黑，请先移出黑名单', BusinessCode.UserBlocked);

/** Refuses when either of the two blocks the other (the one blocked learns it with `what`). */
export async function assertNotBlocked(
  db: Db,
  me: string,
  other: string,
  what: '评论' | '回复' | '关注',
): Promise<void> {
  if (me === other) return;
  const b = await blocksBetween(db, me, other);
  if (b.blocksMe) throw BLOCKED_BY_USER(what);
  if (b.iBlock) throw USER_BLOCKED();
}

export interface BlockedUser {
  user: UserBrief;
  blockTime: string;
}

/** My blocked users, newest block first. */
export async function listBlocked(db: Db, uid: string, q: PageQuery) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('user_blocks as b')
      .leftJoin('users as u', 'u.uid', 'b.target_uid')
      .select(['b.target_uid', 'b.created_at', 'u.name', 'u.avatar', 'u.vip_expire_at'])
      .where('b.uid', '=', uid)
      .orderBy('b.created_at', 'desc')
      .orderBy('b.target_uid')
      .limit(q.pageSize)
      .offset(offsetOf(q))
      .execute(),
    db
      .selectFrom('user_blocks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('uid', '=', uid)
      .executeTakeFirst(),
  ]);
  const now = nowIso();
  const records: BlockedUser[] = rows.map((r) => ({
    user: brief(r.target_uid, r.name, r.avatar, r.vip_expire_at, now),
    blockTime: r.created_at,
  }));
  return pageOf(records, Number(total?.n ?? 0), q);
}
