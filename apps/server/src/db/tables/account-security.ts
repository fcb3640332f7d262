/** A requested account deletion (注销); the account is removed once `purge_at` has passed. */
export interface AccountDeletionsTable {
  uid: string;
  requested_at: string;
  purge_at: string;
}

export interface AccountSecurityTables {
  account_deletions: AccountDeletionsTable;
}
