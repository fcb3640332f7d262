import type { components } from '../generated/portal.js';

/** The account kept in storage (SPEC.md section 3), as the contract defines it. */
export type Account = components['schemas']['Account'];

/** From the center/me call: coinNum is the X钻 balance, levelType >= 1 is a member. */
export type UserStatus = components['schemas']['UserStatus'];

export const GUEST_NAME = '游客';

export const GUEST_ACCOUNT: Readonly<Account> = Object.freeze({
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
});

const flag = (value: unknown): 0 | 1 => (Number(value) === 1 ? 1 : 0);
const text = (value: unknown, fallback: string): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;
const num = (value: unknown): number => (Number.isFinite(Number(value)) ? Number(value) : 0);
const sex = (value: unknown): Account['sex'] => {
  const n = Number(value);
  return n === 1 || n === 2 ? n : 0;
};

/** Fills whatever the server or storage left out with the guest defaults; uid is always a string. */
export function normalizeAccount(input: Partial<Record<keyof Account, unknown>> | null | undefined): Account {
  if (!input || typeof input !== 'object') return { ...GUEST_ACCOUNT };
  const uid = text(input.uid, '');
  return {
    accountType: num(input.accountType),
    age: text(input.age, ''),
    loginName: text(input.loginName, ''),
    name: text(input.name, '') || (uid ? text(input.loginName, GUEST_NAME) || GUEST_NAME : GUEST_NAME),
    needBind: flag(input.needBind),
    needRealName: flag(input.needRealName),
    newAccount: flag(input.newAccount),
    sex: sex(input.sex),
    token: text(input.token, ''),
    uid,
  };
}
