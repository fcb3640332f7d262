import type { Generated } from 'kysely';

/** Timestamps everywhere are ISO-8601 UTC strings from `Date#toISOString()` (sortable as text). */
export interface UsersTable {
  /** Digits only, e.g. '10382746'. */
  uid: string;
  name: string;
  /** null for accounts that never set a password (phone or device accounts). */
  password_hash: string | null;
  phone: string | null;
  avatar: string;
  /** 0 unknown, 1 male, 2 female. */
  sex: number;
  age: string;
  signature: string;
  /** X钻 balance; never negative; changed only together with a coin_ledger row. */
  coin_balance: Generated<number>;
  vip_expire_at: string | null;
  invite_code: string;
  invited_by: string | null;
  /** Device the account was created on; device-bound (autoLogin) accounts are found by it. */
  device_id: string | null;
  /** 0 name + password, 1 phone, 2 device (autoLogin). */
  account_type: number;
  created_at: string;
}

export interface SessionsTable {
  /** sha256 hex of the token; the token itself is never stored. */
  token_hash: string;
  uid: string;
  device_id: string | null;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** User agent of the login; the device list names the device from it. */
  user_agent: string | null;
  /** Last request made with it (moved at most every few minutes); null until then. */
  last_active_at: string | null;
}

export interface SmsCodesTable {
  id: Generated<number>;
  phone: string;
  scene: string;
  /** HMAC-SHA256 hex of the code keyed by the app secret. */
  code_hash: string;
  attempts: number;
  created_at: string;
  expires_at: string;
  /** Set when used, when a resend replaces it, or after too many wrong tries. */
  dead_at: string | null;
}

/** One-time login tokens issued to partners/admins, exchanged by /user/tokenLogin for a session. */
export interface LoginTokensTable {
  token_hash: string;
  uid: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface DevicesTable {
  device_id: string;
  channel_id: string;
  device_type: string;
  os_type: number;
  created_at: string;
  last_seen_at: string;
}

export interface AccountsTables {
  users: UsersTable;
  sessions: SessionsTable;
  sms_codes: SmsCodesTable;
  login_tokens: LoginTokensTable;
  devices: DevicesTable;
}
