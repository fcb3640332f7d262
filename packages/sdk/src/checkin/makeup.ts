import { type RewardsApi, rewardsApi } from '../api/rewards.js';
import type { Schemas } from '../api/types.js';
import type { Result } from '../errors.js';
import { FieldRules } from '../generated/field-rules.js';
import type { Transport } from '../transport/clients.js';

/** 补签卡 usable per month, when the server does not say (CheckinInfo.makeupLimit): the contract's CheckinMakeupRequest. */
export const MAKEUP_MONTHLY_LIMIT: number = FieldRules.CheckinMakeup.monthlyLimit;

const { messages } = FieldRules.CheckinMakeup;

type CheckinInfo = Schemas['CheckinInfo'];

export interface MakeupState {
  /** My cards. */
  cards: number;
  /** Make-ups still allowed this month (limit minus used, never below 0). */
  left: number;
  /** Missed days of the month shown (day numbers) that a card could repair: before today, not checked. */
  missed: number[];
  /** The missed days a card repairs now: none without a card or once the month's make-ups are used. */
  repairable: number[];
}

/**
 * Which days of a check-in calendar can be made up (补签): only in the current month (the one holding
 * `info.today`), days before today that were not checked in; none without a card or past the monthly limit.
 */
export function makeupState(info: CheckinInfo): MakeupState {
  const cards = info.cards ?? 0;
  const left = Math.max(0, (info.makeupLimit ?? MAKEUP_MONTHLY_LIMIT) - (info.makeupUsed ?? 0));
  const today = info.today ?? '';
  const missed: number[] = [];
  if (today.slice(0, 7) === info.month) {
    const checked = new Set(info.days);
    for (let d = 1; d < Number(today.slice(8, 10)); d += 1) if (!checked.has(d)) missed.push(d);
  }
  return { cards, left, missed, repairable: cards > 0 && left > 0 ? missed : [] };
}

/** The YYYY-MM-DD of day `day` in the calendar's month. */
export const makeupDay = (info: Pick<CheckinInfo, 'month'>, day: number): string =>
  `${info.month}-${String(day).padStart(2, '0')}`;

export interface CheckinMakeup {
  /** Repairs day `day` of the calendar's month; refused at once (no call) when the rules say no. */
  makeup(
    info: CheckinInfo,
    day: number,
  ): Promise<Result<Schemas['CheckinMakeupResult']> | { data: null; error: null; problem: string }>;
}

/** Make-up check-ins for a page: `createCheckinMakeup(portal)`. */
export function createCheckinMakeup(portal: { clients: Pick<Transport, 'portal' | 'call'> }): CheckinMakeup {
  const api: RewardsApi = rewardsApi(portal.clients);
  return {
    async makeup(info, day) {
      const state = makeupState(info);
      if (!state.missed.includes(day)) return { data: null, error: null, problem: messages.dayNotRepairable };
      if (state.cards <= 0) return { data: null, error: null, problem: messages.noCard };
      if (state.left <= 0) return { data: null, error: null, problem: messages.monthUsedUp };
      return api.makeupCheckin(makeupDay(info, day));
    },
  };
}
