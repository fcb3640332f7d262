import type { Db, Tx } from '../../db/tx.ts';
import { AppError, BusinessCode, Errors } from '../../http/answer.ts';

/** openapi GiftPack: `code` and `claimTime` are the caller's own, null until claimed. */
export type GiftPackView = {
  id: number;
  appID: number;
  name: string;
  content: string;
  stock: number;
  total: number;
  claimed: boolean;
  code: string | null;
  claimTime: string | null;
  gameName: string;
  startTime: string;
  endTime: string;
};

function packsQuery(db: Db | Tx) {
  return db
    .selectFrom('gift_packs')
    .innerJoin('games', 'games.id', 'gift_packs.game_id')
    .select([
      'gift_packs.id',
      'gift_packs.game_id',
      'gift_packs.title',
      'gift_packs.content',
      'gift_packs.stock_total',
      'gift_packs.stock_left',
      'gift_packs.starts_at',
      'gift_packs.ends_at',
      'games.name as game_name',
    ]);
}

type PackRow = Awaited<ReturnType<ReturnType<typeof packsQuery>['executeTakeFirstOrThrow']>>;
type ClaimRow = { code: string; created_at: string };

function present(p: PackRow, claim: ClaimRow | undefined): GiftPackView {
  return {
    id: Number(p.id),
    appID: p.game_id,
    name: p.title,
    content: p.content,
    stock: p.stock_left,
    total: p.stock_total,
    claimed: Boolean(claim),
    code: claim?.code ?? null,
    claimTime: claim?.created_at ?? null,
    gameName: p.game_name,
    startTime: p.starts_at,
    endTime: p.ends_at,
  };
}

/** A game's gift packs with their stock, and the caller's own code where claimed. */
export async function giftList(db: Db, appID: number, uid: string | null): Promise<GiftPackView[]> {
  const packs = await packsQuery(db)
    .where('gift_packs.game_id', '=', appID)
    .orderBy('gift_packs.id')
    .execute();
  const claims = uid
    ? await db
        .selectFrom('gift_claims')
        .select(['pack_id', 'code', 'created_at'])
        .where('uid', '=', uid)
        .execute()
    : [];
  const mine = new Map(claims.map((c) => [c.pack_id, c]));
  return packs.map((p) => present(p, mine.get(Number(p.id))));
}

/**
 * Claims one code. The claim row ((uid, pack) key) goes first, so a second claim by the same user fails
 * fast; the stock decrement `stock_left > 0` then takes the pack's row lock, so concurrent claimants of
 * one pack hand out codes one at a time and the stock cannot go below zero.
 */
export async function claimGift(trx: Tx, uid: string, packId: number, now: Date): Promise<GiftPackView> {
  const pack = await packsQuery(trx).where('gift_packs.id', '=', packId).executeTakeFirst();
  if (!pack) throw Errors.notFound('礼包不存在');
  const nowIso = now.toISOString();
  if (pack.starts_at > nowIso || pack.ends_at <= nowIso)
    throw new AppError(BusinessCode.Refused, '礼包不在领取时间内');
  const inserted = await trx
    .insertInto('gift_claims')
    .values({ uid, pack_id: packId, code: '', created_at: nowIso })
    .onConflict((oc) => oc.columns(['uid', 'pack_id']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0)
    throw new AppError(BusinessCode.AlreadyDone, '已领取过该礼包');
  const taken = await trx
    .updateTable('gift_packs')
    .set((eb) => ({ stock_left: eb('stock_left', '-', 1) }))
    .where('id', '=', packId)
    .where('stock_left', '>', 0)
    .returning('stock_left')
    .executeTakeFirst();
  if (!taken) throw new AppError(BusinessCode.OutOfStock, '礼包已领完');
  const free = await trx
    .selectFrom('gift_codes')
    .select(['id', 'code'])
    .where('pack_id', '=', packId)
    .where('claimed_by', 'is', null)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!free) throw new Error(`gift pack ${packId} has stock but no free code`);
  const marked = await trx
    .updateTable('gift_codes')
    .set({ claimed_by: uid, claimed_at: nowIso })
    .where('id', '=', free.id)
    .where('claimed_by', 'is', null)
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) === 0) throw new Error(`gift code ${free.id} was taken concurrently`);
  await trx
    .updateTable('gift_claims')
    .set({ code: free.code })
    .where('uid', '=', uid)
    .where('pack_id', '=', packId)
    .execute();
  return present({ ...pack, stock_left: taken.stock_left }, { code: free.code, created_at: nowIso });
}

/** My claimed codes, most recent first. */
export async function myGifts(db: Db, uid: string): Promise<GiftPackView[]> {
  const claims = await db
    .selectFrom('gift_claims')
    .select(['pack_id', 'code', 'created_at'])
    .where('uid', '=', uid)
    .orderBy('created_at', 'desc')
    .orderBy('pack_id', 'desc')
    .limit(500)
    .execute();
  if (claims.length === 0) return [];
  const packs = await packsQuery(db)
    .where(
      'gift_packs.id',
      'in',
      claims.map((c) => c.pack_id),
    )
    .execute();
  const byId = new Map(packs.map((p) => [Number(p.id), p]));
  return claims.flatMap((c) => {
    const pack = byId.get(c.pack_id);
    return pack ? [present(pack, c)] : [];
  });
}
