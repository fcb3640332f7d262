import { FieldRules } from '../generated/field-rules.js';

/** Mainland mobile number, as the contract's Phone pattern says: 11 digits, 1 then 3-9. */
export function isPhone(value: string): boolean {
  return FieldRules.Phone.pattern.test(value);
}
