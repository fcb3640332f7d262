import type { Migration } from 'kysely/migration';
import * as m001 from './001-accounts.ts';
import * as m002 from './002-square.ts';

/**
 * Every migration, by name. Names sort in the order they run; each engineer appends their own lines
 * (accounts/square/infra 001-099, comics/games/content 100-199, wallet/vip/checkin/tasks/invites/gifts 200-299).
 */
export const migrations: Record<string, Migration> = {
  '001-accounts': m001,
  '002-square': m002,
};
