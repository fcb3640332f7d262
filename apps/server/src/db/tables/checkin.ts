/** One row per user per Asia/Shanghai day; (uid, day) is the primary key. */
export interface CheckinsTable {
  uid: string;
  day: string;
  streak: number;
  reward: number;
  created_at: string;
}

export interface CheckinTables {
  checkins: CheckinsTable;
}
