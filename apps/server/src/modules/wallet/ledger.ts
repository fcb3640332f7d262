import type { ContractSchema } from '@portal/openapi/operations';
import { sql } from 'kysely';
import type { Db, Tx } from '../../db/tx.ts';
import { decodeCursor, nextCursorOf } from '../../http/paging.ts';

/**
 * What moved a balance (openapi LedgerEntry.kind); `ref` names the thing, and (uid, kind, ref) is unique
 * in the ledger, a second guard behind each area's own once-only key.
 */
export type LedgerKind = ContractSchema<'LedgerEntry'>['kind'];

/** Every kind once: the type-check fails here when the contract adds or drops one. */
const LEDGER_KINDS: Record<LedgerKind, true> = {
  recharge: true,
  purchase: true,
  vip: true,
  checkin: true,
  task: true,
  invite: true,
  gift: true,
  redeem: true,
  forfeit: true,
  chapter: true,
  refund: true,
  correction: true,
};

function isLedgerKind(kind: string): kind is LedgerKind {
  return Object.hasOwn(LEDGER_KINDS, kind);
}

/** A stored entry's kind; every writer takes a LedgerKind, so another value is a fault of the server. */
function storedKind(kind: string): LedgerKind {
  if (isLedgerKind(kind)) return kind;
  throw new Error(`ledger entry of unknown kind ${kind}`);
}

export type LedgerEntryInput = {
  uid: string;
  /** Signed integer X钻; never 0. */
  amount: number;
  kind: LedgerKind;
  ref: string;
  /** Shown in the X钻 history, e.g. 购买游戏《星海》. */
  note: string;
  now: Date;
};

/**
 * Moves a balance inside the caller's transaction: one conditional UPDATE (which also takes the row
 * lock on PostgreSQL, so concurrent movers of one user queue here) and one append-only ledger row.
 * Returns the new balance, or null when the balance would go negative (nothing was written then).
 */
export async function applyLedgerEntry(trx: Tx, entry: LedgerEntryInput): Promise<number | null> {
  if (!Number.isSafeInteger(entry.amount) || entry.amount === 0) {
    throw new RangeError(`ledger amount must be a non-zero integer, got ${entry.amount}`);
  }
  const updated = await trx
    .updateTable('users')
    .set({ coin_balance: sql<number>`coin_balance + ${entry.amount}` })
    .where('uid', '=', entry.uid)
    .where(sql<boolean>`coin_balance + ${entry.amount} >= 0`)
    .returning('coin_balance')
    .executeTakeFirst();
  if (!updated) return null;
  const balanceAfter = Number(updated.coin_balance);
  await trx
    .insertInto('coin_ledger')
    .values({
      uid: entry.uid,
      amount: entry.amount,
      balance_after: balanceAfter,
      kind: entry.kind,
      ref: entry.ref,
      note: entry.note,
      created_at: entry.now.toISOString(),
    })
    .execute();
  return balanceAfter;
}

export async function balanceOf(db: Db | Tx, uid: string): Promise<number> {
  const row = await db.selectFrom('users').select('coin_balance').where('uid', '=', uid).executeTakeFirst();
  return row ? Number(row.coin_balance) : 0;
}

export type LedgerPage = ContractSchema<'LedgerPage'>;

const LEDGER_LIST = 'ledger';

/** A user's ledger, newest first: by page number, or after a cursor's entry (keyset on uid, id). */
export async function ledgerPage(
  db: Db,
  uid: string,
  currentPage: number,
  pageSize: number,
  cursor?: string,
): Promise<LedgerPage> {
  const before = cursor ? Number(decodeCursor(cursor, LEDGER_LIST, ['int'])[0]) : null;
  let page = db.selectFrom('coin_ledger').selectAll().where('uid', '=', uid);
  if (before !== null) page = page.where('id', '<', before);
  const [rows, count] = await Promise.all([
    page
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset(before === null ? (currentPage - 1) * pageSize : 0)
      .execute(),
    db
      .selectFrom('coin_ledger')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('uid', '=', uid)
      .executeTakeFirst(),
  ]);
  return {
    records: rows.map((r) => ({
      id: Number(r.id),
      amount: r.amount,
      balanceAfter: r.balance_after,
      kind: storedKind(r.kind),
      note: r.note,
      createTime: r.created_at,
    })),
    total: Number(count?.n ?? 0),
    currentPage,
    pageSize,
    nextCursor: nextCursorOf(rows, pageSize, LEDGER_LIST, (r) => [Number(r.id)]),
  };
}
