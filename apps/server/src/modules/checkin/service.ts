import { EnumLabels } from '@portal/openapi/labels';
import type { Db, Tx } from '../../db/tx.ts';
import { AppError, BusinessCode } from '../../http/answer.ts';
import { applyLedgerEntry } from '../wallet/index.ts';
import { monthRange, shanghaiDay } from './calendar.ts';
import { cardState, MAKEUP_MONTHLY_LIMIT } from './makeup.ts';
import { CHECKIN_REWARDS, currentStreak, nextStreak, rewardForStreak } from './rules.ts';

async function lastCheckin(db: Db | Tx, uid: string, beforeOrOn: string) {
  return db
    .selectFrom('checkins')
    .select(['day', 'streak'])
    .where('uid', '=', uid)
    .where('day', '<=', beforeOrOn)
    .orderBy('day', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export type CheckinResult = { day: string; streak: number; reward: number; coinNum: number };

/** Checks in for today's Shanghai day; (uid, day) being the key makes a second one impossible. */
export async function checkin(trx: Tx, uid: string, now: Date): Promise<CheckinResult> {
  const today = shanghaiDay(now);
  const last = await lastCheckin(trx, uid, today);
  if (last?.day === today)
    throw new AppError(BusinessCode.AlreadyDone, EnumLabels.CheckinInfoCheckedToday.true);
  const streak = nextStreak(last, today);
  const reward = rewardForStreak(streak);
  const inserted = await trx
    .insertInto('checkins')
    .values({ uid, day: today, streak, reward, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['uid', 'day']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0)
    throw new AppError(BusinessCode.AlreadyDone, EnumLabels.CheckinInfoCheckedToday.true);
  const balance = await applyLedgerEntry(trx, {
    uid,
    amount: reward,
    kind: 'checkin',
    ref: today,
    note: `签到奖励（连续${streak}天）`,
    now,
  });
  if (balance === null) throw new Error(`user ${uid} is missing`);
  return { day: today, streak, reward, coinNum: balance };
}

/** The month's calendar of checked days plus the streak and what the next check-in pays. */
export async function checkinInfo(db: Db, uid: string, month: string, now: Date) {
  const today = shanghaiDay(now);
  const { first, last } = monthRange(month);
  const [rows, latest, cards] = await Promise.all([
    db
      .selectFrom('checkins')
      .select(['day', 'reward'])
      .where('uid', '=', uid)
      .where('day', '>=', first)
      .where('day', '<=', last)
      .orderBy('day')
      .execute(),
    lastCheckin(db, uid, today),
    cardState(db, uid, month),
  ]);
  const streak = currentStreak(latest, today);
  const checkedToday = latest?.day === today;
  return {
    month,
    today,
    checkedToday,
    streak,
    /** Checked days of the month as day numbers (contract CheckinInfo.days). */
    days: rows.map((r) => Number(r.day.slice(8, 10))),
    /** What today's check-in paid, or will pay. */
    todayReward: checkedToday ? rewardForStreak(streak) : rewardForStreak(streak + 1),
    /** What tomorrow pays if the streak goes on. */
    tomorrowReward: rewardForStreak((checkedToday ? streak : streak + 1) + 1),
    rewards: [...CHECKIN_REWARDS],
    /** 补签卡: my cards, the ones used in this month and the monthly limit. */
    cards: cards.cards,
    makeupUsed: cards.makeupUsed,
    makeupLimit: MAKEUP_MONTHLY_LIMIT,
  };
}
