import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-SHA256 signing of payment callbacks (openapi/portal.yaml, /order/notify): lowercase hex HMAC,
 * keyed with the provider secret, of `amount=..&orderNo=..&status=..&timestamp=..&tradeNo=..`.
 */
export type SignableFields = Record<string, string | number | null | undefined>;

/** The signed fields, in the contract's (alphabetical) order; anything else in a callback is not signed. */
export const SIGNED_FIELDS = ['amount', 'orderNo', 'status', 'timestamp', 'tradeNo'] as const;

export function canonicalString(fields: SignableFields): string {
  return SIGNED_FIELDS.map(
    (k) => `${k}=${fields[k] === undefined || fields[k] === null ? '' : String(fields[k])}`,
  ).join('&');
}

export function signFields(fields: SignableFields, secret: string): string {
  return createHmac('sha256', secret).update(canonicalString(fields), 'utf8').digest('hex');
}

/** Constant-time check; a missing, malformed or wrong-length signature is simply false. */
export function verifyFields(fields: SignableFields, secret: string): boolean {
  const given = fields.sign;
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  const expected = Buffer.from(signFields(fields, secret), 'hex');
  const actual = Buffer.from(given.toLowerCase(), 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
