import type { Generated } from 'kysely';

/** A user's mode for one notification kind; a kind without a row has its default (notifications/kinds.ts). */
export interface NotificationSettingsTable {
  uid: string;
  kind: string;
  /** off | inbox | push */
  mode: string;
  updated_at: string;
}

/** Who liked a target of `uid` (group_key names it): counts the group's actors, each once. */
export interface NotificationLikeActorsTable {
  uid: string;
  group_key: string;
  actor_uid: string;
  created_at: string;
}

/** The in-process job runner's queue (SQLite; infra/jobs/table-queue.ts): a job survives a restart. */
export interface JobsTable {
  id: Generated<number>;
  name: string;
  /** JSON */
  payload: string;
  /** A waiting job with the same key is not added twice. */
  job_key: string | null;
  attempts: number;
  run_at: string;
  locked_at: string | null;
  failed_at: string | null;
  last_error: string | null;
  created_at: string;
}

export interface NotificationsTables {
  notification_settings: NotificationSettingsTable;
  notification_like_actors: NotificationLikeActorsTable;
  jobs: JobsTable;
}
