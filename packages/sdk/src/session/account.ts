import type { components } from '../generated/portal.js';
import { parseJson } from '../storage/json.js';

/** The account kept in storage, as the contract defines it. */
export type Account = components['schemas']['Account'];

/** From the center/me call: coinNum is the X钻 balance; a member's levelType is MEMBER_LEVEL or more (isMember). */
export type UserStatus = components['schemas']['UserStatus'];

export const GUEST_NAME = '游客';

export const GUEST_ACCOUNT: Readonly<Account> = {
  accountType: 0,
  age: '',
  loginName: '',
  name: GUEST_NAME,
  needBind: 0,
  needRealName: 0,
  newAccount: 0,
  sex: 0,
  token: '',
  uid: '',
};

/**
 * Fills whatever the server or storage left out with the guest defaults, coercing each field to its
 * default's type (so uid is always a string and a stored "1" flag reads as 1).
 */
export function normalizeAccount(input: Partial<Record<keyof Account, unknown>> | null | undefined): Account {
  const out: Record<string, unknown> = { ...GUEST_ACCOUNT };
  if (input && typeof input === 'object') {
    for (const [key, fallback] of Object.entries(GUEST_ACCOUNT)) {
      const value: unknown = input[key as keyof Account];
      if (value == null || value === '') continue;
      out[key] = typeof fallback === 'number' ? Number(value) || 0 : String(value);
    }
    // A logged-in account without a display name shows its login name rather than 游客.
    if (out.uid && !input.name) out.name = out.loginName || GUEST_NAME;
  }
  return out as Account;
}

/** Logged in means a non-empty uid. */
export const isLoggedIn = (account: Account): boolean => account.uid !== '';

/** The account a stored value holds (absent or unparsable: the guest). */
export const storedAccount = (raw: string | null): Account =>
  normalizeAccount(parseJson<Partial<Account>>(raw));
