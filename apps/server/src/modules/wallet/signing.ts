import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-SHA256 signing of payment callbacks (openapi/portal.yaml, /order/notify): lowercase hex HMAC,
 * keyed with the payment secret, of `amount=..&nonce=..&orderNo=..&status=..&timestamp=..&tradeNo=..`.
 * The server checks callbacks and the sandbox signs them with these same functions.
 */
export type SignableFields = Record<string, string | number | null | undefined>;

/** The signed fields, in the contract's (alphabetical) order; anything else in a callback is not signed. */
export const SIGNED_FIELDS = ['amount', 'nonce', 'orderNo', 'status', 'timestamp', 'tradeNo'] as const;

/**
 * How far a callback's signed `timestamp` may lie from the server's clock: a notice older than 10 minutes
 * (or more than 5 minutes ahead) is refused, so its nonce need only be remembered for that long to stop
 * replays; a provider retrying later signs the notice again with a fresh timestamp and nonce.
 */
export const CALLBACK_MAX_AGE_MS = 10 * 60_000;
export const CALLBACK_MAX_AHEAD_MS = 5 * 60_000;

export function canonicalString(fields: SignableFields): string {
  return SIGNED_FIELDS.map(
    (k) => `${k}=${fields[k] === undefined || fields[k] === null ? '' : String(fields[k])}`,
  ).join('&');
}

export function signFields(fields: SignableFields, secret: string): string {
  return createHmac('sha256', secret).update(canonicalString(fields), 'utf8').digest('hex');
}

function sameHex(given: unknown, expectedHex: string): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  const expected = Buffer.from(expectedHex, 'hex');
  const actual = Buffer.from(given.toLowerCase(), 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Constant-time check; a missing, malformed or wrong-length signature is simply false. */
export function verifyFields(fields: SignableFields, secret: string): boolean {
  return sameHex(fields.sign, signFields(fields, secret));
}

/** Whether a signed callback timestamp (Unix ms) lies inside the accepted window around `now`. */
export function timestampFresh(timestamp: number, now: Date): boolean {
  const age = now.getTime() - timestamp;
  return age <= CALLBACK_MAX_AGE_MS && -age <= CALLBACK_MAX_AHEAD_MS;
}

/**
 * The sandbox pay page's capability: whoever holds the order's payUrl may pay or cancel it, nobody who
 * merely knows (or guesses) the order number. Keyed with the payment secret, bound to the order number.
 */
export function sandboxPayToken(orderNo: string, secret: string): string {
  return createHmac('sha256', secret).update(`sandbox-pay:${orderNo}`, 'utf8').digest('hex');
}

export function sandboxPayTokenValid(orderNo: string, token: unknown, secret: string): boolean {
  return sameHex(token, sandboxPayToken(orderNo, secret));
}
