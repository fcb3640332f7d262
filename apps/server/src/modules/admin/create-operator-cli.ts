// Creates an operator of the console (the first admin, before anyone can log in to create more):
//   pnpm --filter @portal/server admin:create -- --name root --password '...' --role admin
// Same database settings as the server (DATA_DIR / DATABASE_URL); the password is hashed like players'.
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { connect } from '../../db/connect.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import type { OperatorRole } from '../../db/tables/admin.ts';
import { AppError } from '../../http/answer.ts';
import { createOperator } from './operators.ts';

const ROLES: readonly OperatorRole[] = ['admin', 'operator', 'moderator'];

const { values } = parseArgs({
  options: {
    name: { type: 'string' },
    password: { type: 'string' },
    role: { type: 'string', default: 'admin' },
  },
});
const { name, password, role } = values;
const problems = [
  !name || !/^[A-Za-z0-9_.\-\u4e00-\u9fa5]{2,32}$/.test(name)
    ? '--name 需为 2-32 位字母、数字、_ . - 或汉字'
    : '',
  !password || password.length < 8 || password.length > 64 ? '--password 长度需在 8-64 之间' : '',
  !ROLES.includes(role as OperatorRole) ? `--role 需为 ${ROLES.join(' / ')}` : '',
].filter(Boolean);
if (problems.length > 0 || !name || !password) {
  console.error(
    `用法: admin:create --name <name> --password <password> [--role admin|operator|moderator]\n${problems.join('\n')}`,
  );
  process.exit(2);
}
const config = loadConfig();
const { db, dialect, destroy } = connect(config);
try {
  await migrateToLatest(db, dialect === 'postgres' ? config.databaseSchema : undefined);
  const row = await createOperator(db, config, { name, password, role: role as OperatorRole });
  console.log(`已创建运营账号 ${row.name}（${row.role}），id ${row.id}`);
} catch (err) {
  if (err instanceof AppError) {
    console.error(err.message);
    process.exitCode = 1;
  } else throw err;
} finally {
  await destroy();
}
