/**
 * `@portal/sdk/rewards`: make-up check-ins (补签, with this month's limit) and gift codes (兑换码),
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
  checkGiftCode,
  createGiftCodes,
  type GiftCodes,
  normalizeGiftCode,
  type RedeemOutcome,
} from '../gift-codes/redeem.js';
