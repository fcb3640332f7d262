/** Event counts of daily tasks: (uid, task_id, period) where period is the Shanghai day. */
export interface TaskProgressTable {
  uid: string;
  task_id: number;
  period: string;
  count: number;
  updated_at: string;
}

/** Rewards taken; (uid, task_id, period) is the primary key so each is claimed once. */
export interface TaskClaimsTable {
  uid: string;
  task_id: number;
  period: string;
  reward: number;
  created_at: string;
}

export interface TasksTables {
  task_progress: TaskProgressTable;
  task_claims: TaskClaimsTable;
}
