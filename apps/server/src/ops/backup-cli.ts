// pnpm --filter @portal/server admin:backup -- --out <dir>        (while the server runs)
// pnpm --filter @portal/server admin:restore -- --from <dir>      (DATA_DIR: a fresh folder; or DATABASE_URL
//                                                                  and DATABASE_SCHEMA: an empty schema)
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { backup, restore } from './backup.ts';

const [command, ...rest] = process.argv.slice(2);
const { values } = parseArgs({ args: rest, options: { out: { type: 'string' }, from: { type: 'string' } } });
const config = loadConfig();
if (command === 'backup' && values.out) {
  const m = await backup(config, values.out);
  console.log(`备份完成：${values.out}（${m.dialect}${m.files ? ' + 上传文件' : ''}，${m.createdAt}）`);
} else if (command === 'restore' && values.from) {
  const m = await restore(config, values.from);
  console.log(`已恢复 ${m.createdAt} 的备份到 ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}`);
} else {
  console.error('用法: backup-cli.ts backup --out <dir> | restore --from <dir>');
  process.exit(2);
}
