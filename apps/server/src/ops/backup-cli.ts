// Run with the running server's own DATA_DIR / DATABASE_URL / DATABASE_SCHEMA (the same resolution as
// the server's, src/config.ts): the command says which database it backs up or restores into.
//   pnpm --filter @portal/server admin:backup --out <new folder>      (while the server runs)
//   DATA_DIR=<new folder> pnpm --filter @portal/server admin:restore --from <backup folder>
//   DATABASE_URL=<new empty database> pnpm --filter @portal/server admin:restore --from <backup folder>
// A refusal (a restore onto an existing database, a backup folder in use...) is one sentence and exit 1.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { BackupRefusal, backup, databaseLabel, restore, restoredSchema } from './backup.ts';
import { scriptArgs } from './script-args.ts';

const [command, ...rest] = process.argv.slice(2);
const usage = '用法: admin:backup --out <新目录> | admin:restore --from <备份目录>';

async function main(): Promise<number> {
  let values: { out?: string | undefined; from?: string | undefined };
  try {
    ({ values } = parseArgs({
      args: scriptArgs(rest),
      options: { out: { type: 'string' }, from: { type: 'string' } },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  const config = loadConfig();
  if (command === 'backup' && values.out) {
    const out = path.resolve(values.out);
    console.log(
      `备份 ${databaseLabel(config)}${config.fileStore === 'local' ? ' 和上传文件' : ''} 到 ${out}`,
    );
    const m = await backup(config, out);
    console.log(`备份完成：${out}（${m.dialect}${m.files ? ' + 上传文件' : ''}，${m.createdAt}）`);
    return 0;
  }
  if (command === 'restore' && values.from) {
    const from = path.resolve(values.from);
    const m = await restore(config, from);
    console.log(`已恢复 ${m.createdAt} 的备份到 ${databaseLabel(config)}`);
    console.log(
      `在恢复的数据库上启动：\n  ${startCommand(config, m.dialect === 'postgres' ? restoredSchema(m, config) : null)}`,
    );
    return 0;
  }
  console.error(usage);
  return 2;
}

/** The server's start command on the restored database, with the variables that name it. */
function startCommand(config: ReturnType<typeof loadConfig>, schema: string | null): string {
  const vars = [`DATA_DIR=${config.dataDir}`];
  if (config.databaseUrl) vars.unshift(`DATABASE_URL=${withoutPassword(config.databaseUrl)}`);
  if (schema && schema !== 'public') vars.push(`DATABASE_SCHEMA=${schema}`);
  return `${vars.join(' ')} pnpm --filter @portal/server start`;
}

/** The URL to print: a password in it becomes *** (the operator has it; the terminal's history need not). */
function withoutPassword(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (!url.password) return databaseUrl;
    url.password = '***';
    return url.toString();
  } catch {
    return "'<DATABASE_URL>'";
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  // A refusal is the operator's to fix and says how; anything else is reported without a stack too.
  console.error(error instanceof BackupRefusal ? error.message : `失败：${(error as Error).message}`);
  process.exitCode = 1;
}
