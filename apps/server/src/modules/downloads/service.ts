import { FieldRules } from '@portal/openapi/limits';
import { sql } from 'kysely';
import { type Cache, cached } from '../../cache/cache.ts';
import { dialectOf } from '../../db/portable.ts';
import type { Db, Tx } from '../../db/tx.ts';
import { AppError, BusinessCode, BusinessMessage, Errors } from '../../http/answer.ts';
import { findGameRow } from '../games/index.ts';
import { vipLevel } from '../vip/index.ts';
import { applyLedgerEntry } from '../wallet/index.ts';

/** Price shown and charged when a paid game has no buyAmount set (a paid game without an amount shows and charges 10 X钻). */
export const DEFAULT_PRICE = 10;

/** How a download was granted: free game, member privilege, bought now, or bought before. */
export type Access = 'free' | 'member' | 'purchase' | 'owned';

/** The answer's msg for each way a download is granted: the contract's words (DownloadUrlAnswer). */
export const ACCESS_MESSAGES: Record<Access, string> = FieldRules.DownloadGrant.messages;

export type DownloadGame = {
  id: number;
  name: string;
  online_type: number;
  buy_amount: number;
  android_file: string;
  ios_file: string;
  /** 1 while the game is listed before release (预约): no download. */
  upcoming: number;
};

/** How long a game's download facts (price, files) are kept; an operator's edit drops them at once. */
const GAME_TTL_MS = 30_000;

/**
 * The game a download asks for. With `cache`, kept under the catalogue's `games:` keys, which every
 * operator change of a game drops (cache/invalidation.ts), so a price or file edit applies to the next
 * download, and a download costs no read of the game.
 */
export async function findGame(db: Db, gameId: number, cache?: Cache): Promise<DownloadGame> {
  const read = async (): Promise<DownloadGame | null> => {
    const row = await findGameRow(db, gameId);
    if (!row) return null;
    const { id, name, online_type, buy_amount, android_file, ios_file, upcoming } = row;
    return { id, name, online_type, buy_amount, android_file, ios_file, upcoming };
  };
  const game = cache ? await cached(cache, `games:download:${gameId}`, GAME_TTL_MS, read) : await read();
  if (!game) throw Errors.notFound(FieldRules.Game.messages.notFound);
  return game;
}

export function priceOf(game: Pick<DownloadGame, 'buy_amount'>): number {
  return game.buy_amount > 0 ? game.buy_amount : DEFAULT_PRICE;
}

/** What a paid download knows before its transaction, read in one statement. */
export type DownloadFacts = {
  /** `member` or `owned` when the download costs nothing; null when it buys the game. */
  free: Access | null;
  /** Refunds of this game to this user so far: the ledger reference of a purchase counts them. */
  refunds: number;
};

/**
 * How a user may download a paid game, read in one statement outside any transaction, or null when the
 * user is gone (the session was just ended). Most paid downloads are of games already owned: they need
 * no transaction, no lock and no idempotency key, since nothing moves. A purchase uses the refund count
 * read here: refunds only move purchase rows that exist, and this user has none for this game yet, so
 * the count cannot change before the purchase row is inserted (a purchase and its refund both landing
 * in between would make the ledger refuse the entry on its unique reference: an error, no money moved).
 */
export async function downloadFacts(
  db: Db,
  uid: string,
  game: DownloadGame,
  now: Date,
): Promise<DownloadFacts | null> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('game_purchases as gp', (j) => j.onRef('gp.uid', '=', 'u.uid').on('gp.game_id', '=', game.id))
    .select((eb) => [
      'u.vip_expire_at',
      'gp.game_id as owned',
      eb
        .selectFrom('game_purchase_refunds as r')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('r.uid', '=', 'u.uid')
        .where('r.game_id', '=', game.id)
        .as('refunds'),
    ])
    .where('u.uid', '=', uid)
    .executeTakeFirst();
  if (!row) return null;
  const free: Access | null = vipLevel(row, now) === 1 ? 'member' : row.owned !== null ? 'owned' : null;
  return { free, refunds: Number(row.refunds ?? 0) };
}

/**
 * Grants a paid game to a logged-in user inside the caller's transaction: members download free; a
 * non-member pays once per game. The purchase row ((uid, game_id) key) is inserted before the debit, so
 * of many concurrent first downloads exactly one pays, and a debit refused for balance rolls it back.
 * With `facts` read just before (downloadFacts, not free), the transaction skips reading them again:
 * four statements (purchase row, balance, ledger entry, and the caller's download record) instead of six.
 */
export async function grantPaidGame(
  trx: Tx,
  uid: string,
  game: DownloadGame,
  now: Date,
  facts?: DownloadFacts,
): Promise<Access> {
  if (!facts) {
    const user = await trx
      .selectFrom('users')
      .select('vip_expire_at')
      .where('uid', '=', uid)
      .executeTakeFirst();
    if (!user) throw new AppError(BusinessCode.SessionExpired, BusinessMessage.SessionExpired);
    if (vipLevel(user, now) === 1) return 'member';
  }
  const price = priceOf(game);
  const inserted = await trx
    .insertInto('game_purchases')
    .values({ uid, game_id: game.id, price, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['uid', 'game_id']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) return 'owned';
  const n = facts ? facts.refunds : await refundCount(trx, uid, game.id);
  const balance = await applyLedgerEntry(trx, {
    uid,
    amount: -price,
    kind: 'purchase',
    ref: purchaseRef(game.id, n),
    note: purchaseNote(game.name),
    now,
  });
  if (balance === null)
    throw new AppError(BusinessCode.InsufficientBalance, BusinessMessage.InsufficientBalance);
  return 'purchase';
}

/** The purchase's line in the X钻 history. */
const purchaseNote = (gameName: string) => `购买游戏《${gameName}》`;

/**
 * A purchase refunded by an operator left its entry under the game's ref ((uid, kind, ref) is unique):
 * buying again after n refunds is `<gameId>:r<n>`.
 */
function purchaseRef(gameId: number, refunds: number): string {
  return refunds === 0 ? String(gameId) : `${gameId}:r${refunds}`;
}

/**
 * A paid download by a user who is not a member, with its download record, inside the caller's
 * transaction: grantPaidGame then recordDownload. On PostgreSQL the four writes are one statement (one
 * round trip instead of four, the transaction's connection never idle between them): the purchase row,
 * then the debit only if that row was new and only down to 0, the ledger row from the debit's new
 * balance, and the download record. Refused for balance, it throws and the caller's transaction rolls
 * the purchase row and the record back, as on SQLite.
 */
export async function buyAndRecord(
  trx: Tx,
  uid: string,
  game: DownloadGame,
  now: Date,
  facts: DownloadFacts,
  platformType: number,
): Promise<Access> {
  if (dialectOf(trx) !== 'postgres') {
    const access = await grantPaidGame(trx, uid, game, now, facts);
    await recordDownload(trx, {
      uid,
      gameId: game.id,
      platformType,
      source: 'download',
      access,
      channelId: null,
      inviteCode: null,
      now,
    });
    return access;
  }
  const price = priceOf(game);
  const at = now.toISOString();
  const { rows } = await sql<{ bought: number; balance: number | null }>`
    with bought as (
      insert into game_purchases (uid, game_id, price, created_at)
      values (${uid}, ${game.id}, ${price}, ${at})
      on conflict (uid, game_id) do nothing
      returning uid
    ), debit as (
      update users set coin_balance = coin_balance - ${price}::integer
      where uid in (select uid from bought) and coin_balance - ${price}::integer >= 0
      returning uid, coin_balance
    ), entry as (
      insert into coin_ledger (uid, amount, balance_after, kind, ref, note, created_at)
      select uid, ${-price}::integer, coin_balance, 'purchase', ${purchaseRef(game.id, facts.refunds)}::text,
        ${purchaseNote(game.name)}::text, ${at}::text
      from debit
    ), download as (
      insert into download_records (uid, game_id, platform_type, source, access, created_at)
      select ${uid}::text, ${game.id}::integer, ${platformType}::integer, 'download',
        case when exists (select 1 from debit) then 'purchase' else 'owned' end, ${at}::text
    )
    select (select count(*) from bought) as bought, (select coin_balance from debit) as balance
  `.execute(trx);
  const row = rows[0];
  if (!row || Number(row.bought) === 0) return 'owned';
  if (row.balance === null)
    throw new AppError(BusinessCode.InsufficientBalance, BusinessMessage.InsufficientBalance);
  return 'purchase';
}

async function refundCount(trx: Tx, uid: string, gameId: number): Promise<number> {
  const refunds = await trx
    .selectFrom('game_purchase_refunds')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('uid', '=', uid)
    .where('game_id', '=', gameId)
    .executeTakeFirst();
  return Number(refunds?.n ?? 0);
}

export type DownloadRecord = {
  uid: string | null;
  gameId: number;
  platformType: number | null;
  source: 'download' | 'upload';
  access: Access | null;
  channelId: string | null;
  inviteCode: string | null;
  now: Date;
};

export async function recordDownload(db: Db | Tx, r: DownloadRecord): Promise<void> {
  await insertDownloadRecords(db, [r]);
}

/** Download records in one statement: the grouped writer of the downloads that move no money. */
export async function insertDownloadRecords(db: Db | Tx, records: DownloadRecord[]): Promise<void> {
  await db
    .insertInto('download_records')
    .values(
      records.map((r) => ({
        uid: r.uid,
        game_id: r.gameId,
        platform_type: r.platformType,
        source: r.source,
        access: r.access,
        channel_id: r.channelId,
        invite_code: r.inviteCode,
        created_at: r.now.toISOString(),
      })),
    )
    .execute();
}

/** Games this user bought, for the "purchased" badge and re-downloads. */
export async function purchasedGameIds(db: Db, uid: string): Promise<number[]> {
  const rows = await db.selectFrom('game_purchases').select('game_id').where('uid', '=', uid).execute();
  return rows.map((r) => r.game_id);
}
