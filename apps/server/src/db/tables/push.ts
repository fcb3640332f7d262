import type { Generated } from 'kysely';

/** A browser that turned Web Push on (migration 401): where to send, its keys, whose and which session. */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  uid: string;
  endpoint: string;
  /** The browser's P-256 public key and auth secret (base64url): they encrypt every payload; never logged. */
  p256dh: string;
  auth: string;
  /** sessions.token_hash of the session that stored it. */
  session_hash: string;
  created_at: string;
  updated_at: string;
}

export interface PushTables {
  push_subscriptions: PushSubscriptionsTable;
}
