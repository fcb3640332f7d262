import { FieldRules } from '@portal/openapi/limits';
import { sql } from 'kysely';
import type { Db, Tx } from '../../db/tx.ts';
import { AppError, BusinessCode } from '../../http/answer.ts';
import { previousDay, shanghaiDay } from './calendar.ts';
import { currentStreak } from './rules.ts';

/** Make-up cards (补签卡) usable per Asia/Shanghai month: the contract's CheckinMakeupRequest. */
export const MAKEUP_MONTHLY_LIMIT: number = FieldRules.CheckinMakeup.monthlyLimit;
const { messages } = FieldRules.CheckinMakeup;

/** A day of the current month before today: the only days a card can repair. */
export function isRepairableDay(day: string, today: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && day.slice(0, 7) === today.slice(0, 7) && day < today;
}

export type CardState = { cards: number; makeupUsed: number };

/** My cards and the cards used in `month` (YYYY-MM). */
export async function cardState(db: Db | Tx, uid: string, month: string): Promise<CardState> {
  const row = await db
    .selectFrom('checkin_cards')
    .select(['balance', 'month', 'month_used'])
    .where('uid', '=', uid)
    .executeTakeFirst();
  if (!row) return { cards: 0, makeupUsed: 0 };
  return { cards: row.balance, makeupUsed: row.month === month ? row.month_used : 0 };
}

/** Adds cards (a task's card reward) inside the caller's transaction; returns the new count. */
export async function grantCards(trx: Tx, uid: string, count: number, now: Date): Promise<number> {
  const row = await trx
    .insertInto('checkin_cards')
    .values({ uid, balance: count, month: '', month_used: 0, updated_at: now.toISOString() })
    .onConflict((oc) =>
      oc.column('uid').doUpdateSet({
        balance: sql<number>`checkin_cards.balance + ${count}`,
        updated_at: now.toISOString(),
      }),
    )
    .returning('balance')
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}

/** Counts the streak again from `day` on: each following checked day continues the run before it. */
async function restreak(trx: Tx, uid: string, day: string): Promise<void> {
  const before = await trx
    .selectFrom('checkins')
    .select('streak')
    .where('uid', '=', uid)
    .where('day', '=', previousDay(day))
    .executeTakeFirst();
  let streak = (before?.streak ?? 0) + 1;
  await trx.updateTable('checkins').set({ streak }).where('uid', '=', uid).where('day', '=', day).execute();
  const later = await trx
    .selectFrom('checkins')
    .select('day')
    .where('uid', '=', uid)
    .where('day', '>', day)
    .orderBy('day')
    .execute();
  let prev = day;
  for (const row of later) {
    if (previousDay(row.day) !== prev) break;
    streak += 1;
    await trx
      .updateTable('checkins')
      .set({ streak })
      .where('uid', '=', uid)
      .where('day', '=', row.day)
      .execute();
    prev = row.day;
  }
}

export type MakeupResult = CardState & { day: string; streak: number; makeupLimit: number };

/**
 * Repairs a missed day with one card. The day row goes in first ((uid, day) key: a checked day
 * answers 1005); one conditional UPDATE then takes the card and counts the month's use only while a card
 * is left and fewer than 3 were used this month, so concurrent make-ups can never pass either limit.
 */
export async function makeupCheckin(trx: Tx, uid: string, day: string, now: Date): Promise<MakeupResult> {
  const today = shanghaiDay(now);
  if (!isRepairableDay(day, today))
    throw new AppError(BusinessCode.DayNotRepairable, messages.dayNotRepairable);
  const month = today.slice(0, 7);
  const inserted = await trx
    .insertInto('checkins')
    .values({ uid, day, streak: 1, reward: 0, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['uid', 'day']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0)
    throw new AppError(BusinessCode.AlreadyDone, '该日已签到，无需补签');
  const taken = await trx
    .updateTable('checkin_cards')
    .set({
      balance: sql<number>`balance - 1`,
      month_used: sql<number>`CASE WHEN month = ${month} THEN month_used + 1 ELSE 1 END`,
      month,
      updated_at: now.toISOString(),
    })
    .where('uid', '=', uid)
    .where('balance', '>', 0)
    .where((eb) => eb.or([eb('month', '<>', month), eb('month_used', '<', MAKEUP_MONTHLY_LIMIT)]))
    .returning(['balance', 'month_used'])
    .executeTakeFirst();
  if (!taken) {
    const state = await cardState(trx, uid, month);
    if (state.cards <= 0) throw new AppError(BusinessCode.NoMakeupCard, messages.noCard);
    throw new AppError(BusinessCode.MakeupLimitReached, messages.monthUsedUp);
  }
  await restreak(trx, uid, day);
  const latest = await trx
    .selectFrom('checkins')
    .select(['day', 'streak'])
    .where('uid', '=', uid)
    .where('day', '<=', today)
    .orderBy('day', 'desc')
    .limit(1)
    .executeTakeFirst();
  return {
    day,
    streak: currentStreak(latest, today),
    cards: Number(taken.balance),
    makeupUsed: Number(taken.month_used),
    makeupLimit: MAKEUP_MONTHLY_LIMIT,
  };
}
