/**
 * `@portal/sdk/rewards`: make-up check-ins (补签, with this month's limit) and redeem codes (兑换码),
 * and the calls behind them. Built on a portal from `createPortal`.
 * Its own entry, so a site without these screens never carries them.
 */

export { type RewardsApi, rewardsApi } from '../api/rewards.js';
export {
  type CheckinMakeup,
  createCheckinMakeup,
  MAKEUP_MONTHLY_LIMIT,
  type MakeupState,
  makeupDay,
  makeupState,
} from '../checkin/makeup.js';
export {
  checkRedeemCode,
  createRedeemCodes,
  normalizeRedeemCode,
  type RedeemCodes,
  type RedeemOutcome,
} from '../redeem-codes/redeem.js';
