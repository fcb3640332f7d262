// The gifts front door: redeem codes as the console creates them.
export { createRedeemCode, normalizeRedeemCode } from './redeem-codes.ts';
