import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-SHA256 signing of payment callbacks, the way most Chinese payment providers do it:
 * the non-empty fields except `sign`, sorted by name, joined as `k=v&k=v`, signed with the merchant secret.
 */
export type SignableFields = Record<string, string | number | null | undefined>;

export function canonicalString(fields: SignableFields): string {
  return Object.keys(fields)
    .filter((k) => k !== 'sign' && fields[k] !== undefined && fields[k] !== null && fields[k] !== '')
    .sort()
    .map((k) => `${k}=${String(fields[k])}`)
    .join('&');
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
