// Issues a one-time login link for a user (operators, partner support):
//   node src/modules/accounts/issue-login-token-cli.ts <uid> [minutes]
// The link opens the web app, which exchanges the token through /user/tokenLogin and drops it from the URL.

import { loadConfig } from '../../config.ts';
import { connect } from '../../db/connect.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { issueLoginToken } from './login-tokens.ts';

const [uid, minutes = '10'] = process.argv.slice(2);
if (!uid || !/^\d+$/.test(uid)) {
  console.error('usage: issue-login-token-cli.ts <uid> [minutes]');
  process.exit(2);
}
const config = loadConfig();
const { db, dialect, destroy } = connect(config);
try {
  await migrateToLatest(db, dialect === 'postgres' ? config.databaseSchema : undefined);
  const user = await db.selectFrom('users').select('uid').where('uid', '=', uid).executeTakeFirst();
  if (!user) throw new Error(`no user ${uid}`);
  const token = await issueLoginToken(db, uid, Number(minutes) * 60_000);
  console.log(`${config.publicUrl ?? `http://localhost:${config.port}`}/?token=${encodeURIComponent(token)}`);
} finally {
  await destroy();
}
