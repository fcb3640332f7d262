import type { Kysely } from 'kysely';
import { customAlphabet } from 'nanoid';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Database } from '../../db/schema.ts';
import type { Tx } from '../../db/tx.ts';
import { AppError, BusinessCode, BusinessMessage } from '../../http/answer.ts';
import { applyLedgerEntry } from '../wallet/index.ts';
import { claimGift, type GiftPackView } from './service.ts';

// No 0/O/1/I: codes are read aloud and typed by hand.
const newCode = customAlphabet('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', 10);

/** The stored form of a code: upper case, without spaces or dashes ("xz-8k 2p" = "XZ8K2P"). */
export function normalizeRedeemCode(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase();
}

export type NewRedeemCode = {
  /** The code; a random 10-character one when omitted. Stored normalized. */
  code?: string;
  /** X钻 granted per redemption (kind coins). Exactly one of `coins` and `packId`. */
  coins?: number;
  /** Gift pack whose next free code each redemption takes (kind gift). */
  packId?: number;
  /** How many users may redeem it in all (each once). */
  maxUses: number;
  expiresAt: Date;
  /** Operator's note (campaign name); never shown to users. */
  note?: string;
  now?: Date;
};

/**
 * Creates a redeem code (兑换码): the operators' console calls this. Throws RangeError on bad input and
 * AppError 1005 when the code already exists.
 */
export async function createRedeemCode(db: Kysely<Database> | Tx, input: NewRedeemCode) {
  const hasCoins = input.coins !== undefined;
  if (hasCoins === (input.packId !== undefined)) throw new RangeError('give exactly one of coins and packId');
  if (hasCoins && (!Number.isSafeInteger(input.coins) || (input.coins ?? 0) < 1))
    throw new RangeError('coins must be a positive integer');
  if (!Number.isSafeInteger(input.maxUses) || input.maxUses < 1)
    throw new RangeError('maxUses must be a positive integer');
  const code = normalizeRedeemCode(input.code ?? newCode());
  if (!/^[0-9A-Z_]{4,32}$/.test(code)) throw new RangeError('code must be 4-32 letters, digits or _');
  const row = {
    code,
    kind: hasCoins ? ('coins' as const) : ('gift' as const),
    coins: input.coins ?? 0,
    pack_id: input.packId ?? null,
    max_uses: input.maxUses,
    used_count: 0,
    expires_at: input.expiresAt.toISOString(),
    note: input.note ?? '',
    created_at: (input.now ?? new Date()).toISOString(),
  };
  try {
    await db.insertInto('redeem_codes').values(row).execute();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(BusinessCode.AlreadyDone, '兑换码已存在');
    throw err;
  }
  return row;
}

export type RedeemResult = {
  code: string;
  kind: 'coins' | 'gift';
  coins: number;
  coinNum: number | null;
  gift: GiftPackView | null;
};

/**
 * Redeems a code for `uid` inside the caller's transaction. The use row ((code, uid) key) goes first,
 * so a second redemption by the same user fails fast; the use count then moves by one conditional
 * UPDATE (`used_count < max_uses`), which on PostgreSQL takes the code's row lock and re-checks the
 * condition after a concurrent winner committed: a one-use code is redeemed once however many try.
 */
export async function redeemCode(trx: Tx, uid: string, raw: string, now: Date): Promise<RedeemResult> {
  const code = normalizeRedeemCode(raw);
  const row = await trx.selectFrom('redeem_codes').selectAll().where('code', '=', code).executeTakeFirst();
  if (!row) throw new AppError(BusinessCode.RedeemCodeUnknown, BusinessMessage.RedeemCodeUnknown);
  if (row.expires_at <= now.toISOString())
    throw new AppError(BusinessCode.RedeemCodeExpired, BusinessMessage.RedeemCodeExpired);
  const used = await trx
    .insertInto('redeem_code_uses')
    .values({ code, uid, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['code', 'uid']).doNothing())
    .executeTakeFirst();
  if (Number(used.numInsertedOrUpdatedRows ?? 0n) === 0)
    throw new AppError(BusinessCode.RedeemCodeRedeemed, BusinessMessage.RedeemCodeRedeemed);
  const counted = await trx
    .updateTable('redeem_codes')
    .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
    .where('code', '=', code)
    .where((eb) => eb('used_count', '<', eb.ref('max_uses')))
    .executeTakeFirst();
  if (Number(counted.numUpdatedRows) === 0)
    throw new AppError(BusinessCode.RedeemCodeUsedUp, row.max_uses === 1 ? '兑换码已被使用' : '兑换码已领完');
  if (row.kind === 'gift' && row.pack_id !== null) {
    const gift = await claimGift(trx, uid, row.pack_id, now);
    return { code, kind: 'gift', coins: 0, coinNum: null, gift };
  }
  const balance = await applyLedgerEntry(trx, {
    uid,
    amount: row.coins,
    kind: 'redeem',
    ref: code,
    note: `兑换码奖励：${code}`,
    now,
  });
  if (balance === null) throw new Error(`user ${uid} is missing`);
  return { code, kind: 'coins', coins: row.coins, coinNum: balance, gift: null };
}

const DAY = 86_400_000;

/** Demo codes of a fresh database (listed in the server README). */
export async function seedRedeemCodes(db: Kysely<Database>, now = new Date()): Promise<void> {
  const inYear = new Date(now.getTime() + 365 * DAY);
  await createRedeemCode(db, { code: 'WELCOME100', coins: 100, maxUses: 100_000, expiresAt: inYear, now });
  await createRedeemCode(db, { code: 'XZUAN2026', coins: 50, maxUses: 1_000, expiresAt: inYear, now });
  await createRedeemCode(db, { code: 'LUCKY888', coins: 888, maxUses: 1, expiresAt: inYear, now });
  await createRedeemCode(db, {
    code: 'SPRING2025',
    coins: 20,
    maxUses: 1_000,
    expiresAt: new Date(now.getTime() - DAY),
    now,
  });
  const pack = await db.selectFrom('gift_packs').select('id').orderBy('id').limit(1).executeTakeFirst();
  if (pack)
    await createRedeemCode(db, {
      code: 'NEWBIEPACK',
      packId: Number(pack.id),
      maxUses: 50,
      expiresAt: inYear,
      now,
    });
}
