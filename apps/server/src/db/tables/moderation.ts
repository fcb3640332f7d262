import type { Generated } from 'kysely';

export type ReportTargetType = 'post' | 'comment' | 'review' | 'user';
/** What can be hidden: a post, a comment or a game review, by its integer id. */
export type HideableType = Exclude<ReportTargetType, 'user'>;
export type ReportStatus = 'pending' | 'upheld' | 'dismissed';

/** The review queue: one row per reporter and target. */
export interface SquareReportsTable {
  id: Generated<number>;
  reporter_uid: string;
  target_type: ReportTargetType;
  /** Post, comment or review id, or the uid, as text. */
  target_id: string;
  /** Author of the reported post or comment, or the reported user. */
  target_uid: string;
  reason: string;
  detail: string;
  status: ReportStatus;
  created_at: string;
  resolved_at: string | null;
  resolved_by: string | null;
}

/** Posts, comments and game reviews kept out of sight: after reports (until reviewed) or after an upheld review. */
export interface SquareHiddenTable {
  target_type: HideableType;
  target_id: number;
  /** `reports` while waiting for review, `upheld` once an operator confirmed it. */
  state: 'reports' | 'upheld';
  hidden_at: string;
}

export interface UserBlocksTable {
  uid: string;
  target_uid: string;
  created_at: string;
}

export interface ModerationTables {
  square_reports: SquareReportsTable;
  square_hidden: SquareHiddenTable;
  user_blocks: UserBlocksTable;
}
