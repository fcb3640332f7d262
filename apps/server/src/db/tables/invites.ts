/** One reward per invited user (invitee_uid is the primary key). */
export interface InviteRewardsTable {
  invitee_uid: string;
  inviter_uid: string;
  invite_code: string;
  reward: number;
  created_at: string;
}

export interface InvitesTables {
  invite_rewards: InviteRewardsTable;
}
