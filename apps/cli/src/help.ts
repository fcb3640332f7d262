import { DEFAULT_BASE_URL } from './args.js';
import type { Command } from './command.js';
import { COMMANDS } from './commands/index.js';

const OPTION_HELP: Record<string, string> = {
  name: '--name <用户名>',
  password: '--password <密码>',
  platform: '--platform android|ios',
  page: '--page <页码>',
  size: '--size <每页条数>',
  sort: '--sort 1|2',
  tag: '--tag <标签id>',
  type: '--type <分类id>',
  keyword: '--keyword <关键词>',
  content: '--content <内容>',
  reply: '--reply <评论id>',
  yes: '--yes',
};

const usageLine = (c: Command): string =>
  ['portal', c.name, c.args, ...c.options.map((o) => `[${OPTION_HELP[o] ?? `--${o}`}]`)]
    .filter(Boolean)
    .join(' ');

export function mainHelp(): string {
  const width = Math.max(...COMMANDS.map((c) => `${c.name} ${c.args ?? ''}`.length), 'smoke'.length) + 2;
  const row = (name: string, summary: string) => `  ${name.padEnd(width)}${summary}`;
  return [
    'portal：用 @portal/sdk 对任意门户服务器做脚本化冒烟测试与单步调用',
    '',
    '用法：portal <命令> [参数] [--base-url URL] [--state-dir 目录] [--json]',
    '',
    '命令：',
    row(
      'smoke',
      '完整冒烟：设备初始化→注册→登录→状态→标签→帖子→发帖评论→游戏→免费下载→充值→付费下载→签到→退出',
    ),
    ...COMMANDS.map((c) => row(`${c.name} ${c.args ?? ''}`.trim(), c.summary)),
    row('admin create', '在服务端数据库中创建运营后台账号（第一个管理员），密码按提示输入或从标准输入读取'),
    '',
    '通用参数：',
    `  --base-url URL     服务器地址（默认 $PORTAL_BASE_URL 或 ${DEFAULT_BASE_URL}）`,
    '  --state-dir 目录   会话文件目录（默认 $PORTAL_STATE_DIR 或 ~/.portal-cli），每个服务器一个文件',
    '  --json             以 JSON 输出结果（失败时为 {"ok":false,"error":{...}}）',
    '  --verbose          把 SDK 日志写到 stderr，失败时列出原因（如 ECONNREFUSED）',
    '  --version          显示版本',
    '  -h, --help         显示帮助；portal <命令> --help 显示该命令的用法',
    '',
    '退出码：0 成功；1 某一步或调用失败（输出中文错误信息）；2 命令行参数错误或购买未确认（加 --yes）',
  ].join('\n');
}

export function commandHelp(command: Command | 'smoke' | 'admin'): string {
  if (command === 'admin') {
    return [
      'portal admin create --name <账号> [--role admin|operator|moderator] [--server-dir 目录] [--json]',
      '',
      '在门户服务端所用的数据库（同样读取 DATA_DIR / DATABASE_URL）中创建运营后台账号，角色默认 admin。',
      '密码不能写在命令行中：在终端中按提示输入两次（不回显），或从标准输入提供第一行：',
      '  printf \'%s\\n\' "$ADMIN_PASSWORD" | portal admin create --name root --role admin',
      '服务端目录：--server-dir、$PORTAL_SERVER_DIR，或从当前目录向上查找 apps/server。',
    ].join('\n');
  }
  if (command === 'smoke') {
    return [
      'portal smoke [--base-url URL] [--state-dir 目录] [--json]',
      '',
      '按顺序运行完整的合作方冒烟流程，每步一行并显示耗时（毫秒），遇到第一个失败即以非零退出码结束。',
      '使用独立的会话文件（<服务器>.smoke.json，每次重新开始），不会覆盖 portal login 的会话。',
    ].join('\n');
  }
  return [usageLine(command), '', command.summary].join('\n');
}
