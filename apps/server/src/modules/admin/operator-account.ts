// Creating an operator outside the running server (the first admin, before anyone can log in to make
// more): the server's admin:create script and the `portal admin create` CLI command both call this.
import { FieldRules } from '@portal/openapi/limits';
import { loadConfig } from '../../config.ts';
import { connect } from '../../db/connect.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import type { OperatorRole } from '../../db/tables/admin.ts';
import { inTx } from '../../db/tx.ts';
import { createOperator, type OperatorView, operatorView } from './operators.ts';

/** Who an audit row written outside the console names: no operator (id 0), the server's command line. */
export const COMMAND_LINE_OPERATOR = { id: 0, name: '命令行' } as const;
/** The contract operation the console creates operators with: the command's row reads the same. */
const CREATE_OPERATOR_ACTION = 'adminCreateOperator';

export const OPERATOR_ROLES: readonly OperatorRole[] = ['admin', 'operator', 'moderator'];

export interface OperatorAccountInput {
  name: string;
  password: string;
  role: string;
}

/** What is wrong with the input, in Chinese (empty when nothing): checked before the database is opened. */
export function operatorAccountProblems(input: Partial<OperatorAccountInput>): string[] {
  const { name, password, role } = input;
  const names = FieldRules.OperatorName;
  const passwords = FieldRules.OperatorPassword;
  return [
    !name ||
    name.length < names.minLength ||
    name.length > names.maxLength ||
    !/^[A-Za-z0-9_.\-\u4e00-\u9fa5]+$/.test(name)
      ? `账号需为 ${names.minLength}-${names.maxLength} 位字母、数字、_ . - 或汉字`
      : '',
    !password || password.length < passwords.minLength || password.length > passwords.maxLength
      ? `密码长度需在 ${passwords.minLength}-${passwords.maxLength} 之间`
      : '',
    !OPERATOR_ROLES.includes(role as OperatorRole) ? `角色需为 ${OPERATOR_ROLES.join(' / ')}` : '',
  ].filter(Boolean);
}

/**
 * Creates the operator in the database the server with `env` would use (DATA_DIR / DATABASE_URL),
 * migrating it first when it is new. Throws RangeError on bad input and the server's AppError 1004
 * (用户名已被占用) for a taken name; never logs the password.
 */
export async function createOperatorAccount(
  input: OperatorAccountInput,
  env: NodeJS.ProcessEnv = process.env,
): Promise<OperatorView> {
  const problems = operatorAccountProblems(input);
  if (problems.length > 0) throw new RangeError(problems.join('；'));
  const config = loadConfig(env);
  const { db, dialect, destroy } = connect(config);
  try {
    await migrateToLatest(db, dialect === 'postgres' ? config.databaseSchema : undefined);
    const view = await inTx(db, async (trx) => {
      const row = await createOperator(trx, config, {
        name: input.name,
        password: input.password,
        role: input.role as OperatorRole,
      });
      const created = operatorView(row);
      // No operator is signed in here: the row names the command line, so the first admin is in the log too.
      await trx
        .insertInto('admin_audit')
        .values({
          operator_id: COMMAND_LINE_OPERATOR.id,
          operator_name: COMMAND_LINE_OPERATOR.name,
          action: CREATE_OPERATOR_ACTION,
          target_type: 'operator',
          target_id: String(row.id),
          before_json: null,
          after_json: JSON.stringify(created),
          reason: null,
          created_at: new Date().toISOString(),
        })
        .execute();
      return created;
    });
    return view;
  } finally {
    await destroy();
  }
}
