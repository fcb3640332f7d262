import type { Migration } from 'kysely/migration';
import * as m001 from './001-accounts.ts';
import * as m002 from './002-square.ts';
import * as m003 from './003-server-secrets.ts';
import * as m010 from './010-search-history.ts';
import * as m011 from './011-reports-blocks.ts';
import * as m012 from './012-square-uploads.ts';
import * as m013 from './013-keyset-indexes.ts';
import * as m020 from './020-account-security.ts';
import * as m100 from './100-comics.ts';
import * as m101 from './101-games.ts';
import * as m102 from './102-content.ts';
import * as m110 from './110-paid-chapters.ts';
import * as m111 from './111-read-marks.ts';
import * as m112 from './112-announcement-dismissals.ts';
import * as m113 from './113-announcement-position.ts';
import * as m120 from './120-game-reviews.ts';
import * as m121 from './121-game-reservations.ts';
import * as m200 from './200-wallet.ts';
import * as m201 from './201-rewards.ts';
import * as m202 from './202-payment-notices.ts';
import * as m203 from './203-recharge-refunds.ts';
import * as m204 from './204-order-keyset-index.ts';
import * as m210 from './210-makeup-cards-redeem-codes.ts';
import * as m300 from './300-admin.ts';
import * as m301 from './301-operator-lockout.ts';
import * as m302 from './302-admin-keyset-indexes.ts';
import * as m400 from './400-notifications.ts';
import * as m401 from './401-push-subscriptions.ts';

/**
 * Every migration, by name. Names sort in the order they run; each engineer appends their own lines
 * (accounts/square/infra 001-099, comics/games/content 100-199, wallet/vip/checkin/tasks/invites/gifts 200-299).
 */
export const migrations: Record<string, Migration> = {
  '001-accounts': m001,
  '002-square': m002,
  '003-server-secrets': m003,
  '020-account-security': m020,
  '010-search-history': m010,
  '011-reports-blocks': m011,
  '012-square-uploads': m012,
  '013-keyset-indexes': m013,
  '100-comics': m100,
  '101-games': m101,
  '102-content': m102,
  '110-paid-chapters': m110,
  '111-read-marks': m111,
  '112-announcement-dismissals': m112,
  '113-announcement-position': m113,
  '120-game-reviews': m120,
  '121-game-reservations': m121,
  '200-wallet': m200,
  '201-rewards': m201,
  '202-payment-notices': m202,
  '203-recharge-refunds': m203,
  '204-order-keyset-index': m204,
  '210-makeup-cards-redeem-codes': m210,
  '300-admin': m300,
  '301-operator-lockout': m301,
  '302-admin-keyset-indexes': m302,
  '400-notifications': m400,
  '401-push-subscriptions': m401,
};
