const MAINLAND_PHONE = /^1[3-9]\d{9}$/;

/** Mainland mobile number: 11 digits, starting with 1, second digit 3 to 9. */
export function isPhone(value: string): boolean {
  return MAINLAND_PHONE.test(value);
}
