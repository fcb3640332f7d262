import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { checkPasswordAgain } from '@portal/sdk/helpers';
import { checkOptions, type ParsedArgs, stringOption } from './args.js';
import { CliFailure, usageError } from './failure.js';

/** The server's own function (apps/server), so the CLI and `admin:create` make the same operator. */
const MODULE = 'src/modules/admin/operator-account.ts';
const ROLES = ['admin', 'operator', 'moderator'];

/** How `portal admin create` reads the password: never from the command line. */
export interface SecretInput {
  /** Asks on the terminal without echo (a TTY). */
  readSecret?: (prompt: string) => Promise<string>;
  /** The whole of standard input (piped: `printf '%s\n' "$PW" | portal admin create ...`). */
  readStdin?: () => Promise<string>;
}

export interface CreatedOperator {
  id: number;
  name: string;
  role: string;
}

type CreateAccount = (
  input: { name: string; password: string; role: string },
  env: NodeJS.ProcessEnv,
) => Promise<CreatedOperator>;

/** Where the portal server is: --server-dir, $PORTAL_SERVER_DIR, or found upwards of here or of the CLI. */
export function findServerDir(args: ParsedArgs, env: NodeJS.ProcessEnv, cwd = process.cwd()): string {
  const given = stringOption(args, 'server-dir') ?? (env.PORTAL_SERVER_DIR || undefined);
  if (given !== undefined) {
    const dir = resolve(cwd, given);
    if (existsSync(join(dir, MODULE))) return dir;
    throw usageError(`参数错误：${dir} 不是门户服务端目录（缺少 ${MODULE}）`);
  }
  for (const start of [cwd, dirname(fileURLToPath(import.meta.url))]) {
    for (let dir = resolve(start); ; dir = dirname(dir)) {
      for (const candidate of [dir, join(dir, 'apps/server')])
        if (existsSync(join(candidate, MODULE))) return candidate;
      if (dirname(dir) === dir) break;
    }
  }
  throw usageError('找不到门户服务端（apps/server）：请在其目录下运行，或用 --server-dir 指定');
}

async function readPassword(io: SecretInput): Promise<string> {
  if (io.readSecret) {
    const first = await io.readSecret('密码：');
    const again = await io.readSecret('再次输入密码：');
    const mismatch = checkPasswordAgain(first, again);
    if (mismatch) throw usageError(mismatch);
    return first;
  }
  if (io.readStdin) return (await io.readStdin()).split(/\r?\n/)[0] ?? '';
  throw usageError('请在终端中输入密码，或从标准输入提供');
}

/**
 * `portal admin create --name N [--role admin|operator|moderator]`: the first operator of the console,
 * made in the server's database by the server's own function. The password comes from a prompt or
 * standard input, never from argv (other users can read a process's arguments), and is never printed.
 */
export async function adminCreate(args: ParsedArgs, io: SecretInput & { env: NodeJS.ProcessEnv }) {
  if (args.values.password !== undefined)
    throw usageError('参数错误：密码不能写在命令行中，请按提示输入或从标准输入提供');
  checkOptions(args, ['name', 'role', 'server-dir']);
  const name = stringOption(args, 'name');
  const role = stringOption(args, 'role') ?? 'admin';
  if (!name) throw usageError('参数错误：缺少 --name <账号>');
  if (!ROLES.includes(role)) throw usageError(`参数错误：--role 需为 ${ROLES.join(' / ')}`);
  const serverDir = findServerDir(args, io.env);
  const password = await readPassword(io);
  let create: CreateAccount;
  try {
    const mod = (await import(pathToFileURL(join(serverDir, MODULE)).href)) as {
      createOperatorAccount: CreateAccount;
    };
    create = mod.createOperatorAccount;
  } catch (error) {
    throw new CliFailure(`无法加载门户服务端（需要 Node 22.18 及以上）：${serverDir}`, { cause: error });
  }
  try {
    return await create({ name, password, role }, io.env);
  } catch (error) {
    if (error instanceof RangeError) throw usageError(`参数错误：${error.message}`);
    // The server's AppError: its business code and Chinese message (1004 用户名已被占用).
    const code = (error as { code?: unknown }).code;
    if (error instanceof Error && typeof code === 'number')
      throw new CliFailure(error.message, { code, kind: 'server', cause: error });
    throw error;
  }
}
