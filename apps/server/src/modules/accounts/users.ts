import { randomInt } from 'node:crypto';
import type { ContractSchema } from '@portal/openapi/operations';
import type { Kysely, Selectable } from 'kysely';
import { customAlphabet } from 'nanoid';
import { isUniqueViolation } from '../../db/errors.ts';
import { nowIso } from '../../db/portable.ts';
import type { Database } from '../../db/schema.ts';
import type { UsersTable } from '../../db/tables/accounts.ts';
import { AppError, BusinessCode, BusinessMessage } from '../../http/answer.ts';

export type User = Selectable<UsersTable>;
type Sex = ContractSchema<'Sex'>;

const SEXES: readonly Sex[] = [0, 1, 2];

/** The stored sex as the contract's value (updateInfo only stores those; anything else reads as unset). */
export function sexOf(stored: number): Sex {
  return SEXES.find((sex) => sex === stored) ?? 0;
}

export const AccountType = { name: 0, phone: 1, device: 2 } as const;

const inviteAlphabet = customAlphabet('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', 8);

export interface NewUser {
  name: string;
  passwordHash?: string | null;
  phone?: string | null;
  deviceId?: string | null;
  accountType: number;
  inviteCode?: string | undefined;
  avatar?: string;
}

export const nameTaken = () => new AppError(BusinessCode.NameTaken, BusinessMessage.NameTaken);

/** Inserts a user with a fresh random uid and invite code (retrying the rare collision). */
export async function createUser(db: Kysely<Database>, input: NewUser): Promise<User> {
  const inviter = input.inviteCode
    ? await db
        .selectFrom('users')
        .select('uid')
        .where('invite_code', '=', input.inviteCode)
        .executeTakeFirst()
    : undefined;
  for (let attempt = 0; ; attempt++) {
    const row = {
      uid: String(randomInt(10_000_000, 100_000_000)),
      name: input.name,
      password_hash: input.passwordHash ?? null,
      phone: input.phone ?? null,
      avatar: input.avatar ?? '',
      sex: 0,
      age: '',
      signature: '',
      vip_expire_at: null,
      invite_code: inviteAlphabet(),
      invited_by: inviter?.uid ?? null,
      device_id: input.deviceId ?? null,
      account_type: input.accountType,
      created_at: nowIso(),
    };
    try {
      await db.insertInto('users').values(row).execute();
      return { ...row, coin_balance: 0 };
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      if (await nameExists(db, input.name)) throw nameTaken();
      if (attempt >= 5) throw err;
    }
  }
}

/** For generated names ('游客123456', '用户123456'): picks a free one. */
export async function freeName(db: Kysely<Database>, prefix: string): Promise<string> {
  for (;;) {
    const name = `${prefix}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
    if (!(await nameExists(db, name))) return name;
  }
}

export async function nameExists(db: Kysely<Database>, name: string): Promise<boolean> {
  return !!(await db.selectFrom('users').select('uid').where('name', '=', name).executeTakeFirst());
}

export async function userByUid(db: Kysely<Database>, uid: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('uid', '=', uid).executeTakeFirst();
}

export function isVip(user: Pick<User, 'vip_expire_at'>, now = nowIso()): boolean {
  return !!user.vip_expire_at && user.vip_expire_at > now;
}

/** The account object the client keeps in local storage (uid, token, name, ...). */
export function toAccount(user: User, token: string, newAccount: boolean): ContractSchema<'Account'> {
  return {
    accountType: user.account_type,
    age: user.age,
    loginName: user.account_type === AccountType.phone && user.phone ? maskPhone(user.phone) : user.name,
    name: user.name,
    needBind: user.phone ? 0 : 1,
    needRealName: 0,
    newAccount: newAccount ? 1 : 0,
    sex: sexOf(user.sex),
    token,
    uid: user.uid,
  };
}

export function maskPhone(phone: string): string {
  return `${phone.slice(0, 3)}****${phone.slice(7)}`;
}

/** The user status of `/user/center/me` (contract `UserStatus`). */
export async function statusOf(db: Kysely<Database>, user: User): Promise<ContractSchema<'UserStatus'>> {
  const [following, followers, unread] = await Promise.all([
    db
      .selectFrom('user_follows')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('uid', '=', user.uid)
      .executeTakeFirst(),
    db
      .selectFrom('user_follows')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('target_uid', '=', user.uid)
      .executeTakeFirst(),
    db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('uid', '=', user.uid)
      .where('read_at', 'is', null)
      .executeTakeFirst(),
  ]);
  return {
    uid: user.uid,
    name: user.name,
    avatar: user.avatar,
    coinNum: user.coin_balance,
    levelType: isVip(user) ? 1 : 0,
    vipExpireAt: user.vip_expire_at,
    phone: user.phone ? maskPhone(user.phone) : null,
    inviteCode: user.invite_code,
    unreadCount: Number(unread?.n ?? 0),
    sex: sexOf(user.sex),
    age: user.age,
    signature: user.signature,
    followingCount: Number(following?.n ?? 0),
    followerCount: Number(followers?.n ?? 0),
    accountType: user.account_type,
    createTime: user.created_at,
  };
}
