import type { Generated } from 'kysely';

export type OperatorRole = 'admin' | 'operator' | 'moderator';

/** Accounts of the operators' console, apart from players. */
export interface OperatorsTable {
  id: Generated<number>;
  /** Unique login name. */
  name: string;
  /** scrypt hash, same format as players' (accounts/password.ts). */
  password_hash: string;
  role: OperatorRole;
  /** 0/1: a disabled operator cannot log in and their tokens stop working. */
  disabled: Generated<number>;
  created_at: string;
  last_login_at: string | null;
  /** Wrong passwords since the last good login, from any address (a lock at every fifth). */
  failed_logins: Generated<number>;
  /** Until when every login of the account is refused, or null. */
  locked_until: string | null;
}

/** Operator tokens: only the sha256 is stored. */
export interface OperatorSessionsTable {
  token_hash: string;
  operator_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** Every console write; rows are only ever inserted (no route, no code path updates or deletes them). */
export interface AdminAuditTable {
  id: Generated<number>;
  operator_id: number;
  operator_name: string;
  /** The contract's operationId of the write. */
  action: string;
  target_type: string;
  target_id: string;
  /** JSON of the target before / after, or null. */
  before_json: string | null;
  after_json: string | null;
  reason: string | null;
  created_at: string;
}

/** Mutes (no posts or comments) and bans (no login) of players, each with its end and reason. */
export interface UserRestrictionsTable {
  id: Generated<number>;
  uid: string;
  kind: 'mute' | 'ban';
  until: string;
  reason: string;
  operator_name: string;
  created_at: string;
  /** Set when an operator lifted it (or a newer one of the same kind replaced it). */
  lifted_at: string | null;
}

/** Refunded game purchases: the purchase row moves here, so the game is no longer owned. */
export interface GamePurchaseRefundsTable {
  id: Generated<number>;
  uid: string;
  game_id: number;
  price: number;
  purchased_at: string;
  refunded_at: string;
  reason: string;
  operator_id: number;
  ledger_id: number;
}

/** Posts and comments hidden by an operator, with the reason. */
export interface AdminHiddenContentTable {
  target_type: 'post' | 'comment';
  target_id: number;
  reason: string;
  operator_id: number;
  hidden_at: string;
}

/** One row per player and Asia/Shanghai day on which they made a logged-in request (dashboard DAU). */
export interface UserActiveDaysTable {
  uid: string;
  day: string;
}

/** Chapter opens per book and Asia/Shanghai day (dashboard: most read books). */
export interface BookReadDaysTable {
  book_id: number;
  day: string;
  reads: number;
}

export interface AdminTables {
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  admin_audit: AdminAuditTable;
  user_restrictions: UserRestrictionsTable;
  game_purchase_refunds: GamePurchaseRefundsTable;
  admin_hidden_content: AdminHiddenContentTable;
  user_active_days: UserActiveDaysTable;
  book_read_days: BookReadDaysTable;
}
