import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalString, signFields, verifyFields } from '../src/modules/wallet/signing.ts';

const SECRET = 'test-secret';
const callback = {
  orderNo: 'R20261121000001',
  amount: 600,
  status: 'SUCCESS',
  tradeNo: 'SB1',
  timestamp: 1,
  nonce: 'n1',
};

describe('payment callback signature', () => {
  it('signs exactly the contract fields in their documented order', () => {
    expect(canonicalString({ ...callback, sign: 'zz', extra: 'x' })).toBe(
      'amount=600&nonce=n1&orderNo=R20261121000001&status=SUCCESS&timestamp=1&tradeNo=SB1',
    );
  });

  it('accepts a callback signed with the merchant secret', () => {
    expect(verifyFields({ ...callback, sign: signFields(callback, SECRET) }, SECRET)).toBe(true);
  });

  it('refuses a missing, malformed, or foreign-secret signature', () => {
    expect(verifyFields(callback, SECRET)).toBe(false);
    expect(verifyFields({ ...callback, sign: 'abc' }, SECRET)).toBe(false);
    expect(verifyFields({ ...callback, sign: signFields(callback, 'other') }, SECRET)).toBe(false);
  });

  it('refuses any tampered field', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('orderNo', 'amount', 'status', 'tradeNo', 'timestamp', 'nonce'),
        fc.string({ minLength: 1, maxLength: 12 }),
        (field, value) => {
          const sign = signFields(callback, SECRET);
          const tampered = { ...callback, [field]: value, sign };
          fc.pre(
            String(tampered[field as keyof typeof callback]) !==
              String(callback[field as keyof typeof callback]),
          );
          expect(verifyFields(tampered, SECRET)).toBe(false);
        },
      ),
    );
  });
});
