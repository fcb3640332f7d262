// Creates an operator of the console (the first admin, before anyone can log in to create more):
//   pnpm --filter @portal/server admin:create --name root --password '...' --role admin
// or, keeping the password out of the process list, `portal admin create --name root` (apps/cli).
// Same database settings as the server (DATA_DIR / DATABASE_URL); the password is hashed like players'.
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { AppError } from '../../http/answer.ts';
import { databaseLabel } from '../../ops/backup.ts';
import { scriptArgs } from '../../ops/script-args.ts';
import { createOperatorAccount, OPERATOR_ROLES, operatorAccountProblems } from './operator-account.ts';

const { values } = parseArgs({
  args: scriptArgs(),
  options: {
    name: { type: 'string' },
    password: { type: 'string' },
    role: { type: 'string', default: 'admin' },
  },
});
const { name, password, role } = values;
const problems = operatorAccountProblems({ name, password, role });
if (problems.length > 0 || !name || !password) {
  console.error(
    `用法: admin:create --name <name> --password <password> [--role ${OPERATOR_ROLES.join('|')}]\n${problems.join('\n')}`,
  );
  process.exit(2);
}
try {
  const op = await createOperatorAccount({ name, password, role });
  // Which database: the operator must be made in the one the running server uses.
  console.log(`已创建运营账号 ${op.name}（${op.role}），id ${op.id}，在 ${databaseLabel(loadConfig())}`);
} catch (err) {
  if (err instanceof AppError) {
    console.error(err.message);
    process.exitCode = 1;
  } else throw err;
}
