// One place per Chinese message: a Chinese string literal (comments aside) written in more than one package
// of the product (apps/*/src, packages/*/src, examples) is a message worded twice, which drifts. The few
// repeats left are listed below, each with the reason it is allowed; the list only shrinks (an entry
// no longer repeated fails too, so it is taken out), and a new repeat fails with the packages that write it.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const SCANNED = ['apps/*/src/**', 'packages/*/src/**', 'examples/**'].map((folder) => `:(glob)${folder}`);
/** Tests word what they expect to see; generated files are the contract's words, written once there. */
const SKIPPED = /\.test\.tsx?$|\/generated\/|\/test\/|\/e2e\//;
const SOURCE = /\.(m?[jt]s|tsx)$/;
const HAN = /[\u4e00-\u9fff]/;

/** Why a repeat may stay. */
const REASONS = {
  label:
    "a word of the product's vocabulary naming a screen, tab, column, field or button in each app's own " +
    'interface (评论, 充值, 保存): the same word on different screens, not one message',
  prompt:
    "a field's placeholder in the player app and the SDK's refusal of that field left empty: two roles " +
    'that happen to share their words',
  httpCatalogue:
    "the SDK's HTTP error catalogue words the status of any server (partners run their own); the reference " +
    'server answers in the same words',
  demo:
    "demo content the server's seed creates and the published SDK's testing kit mirrors: the published " +
    'SDK cannot import the server',
} as const;

const ALLOWED: Record<string, keyof typeof REASONS> = {
  // label
  退出登录: 'label',
  关闭: 'label',
  常见问题: 'label',
  敏感词: 'label',
  简介: 'label',
  活动: 'label',
  内容: 'label',
  下线: 'label',
  发布: 'label',
  公告: 'label',
  版本: 'label',
  余额: 'label',
  排序: 'label',
  图片: 'label',
  补签卡: 'label',
  问题: 'label',
  X钻: 'label',
  删除: 'label',
  对象: 'label',
  首页: 'label',
  第: 'label',
  标签: 'label',
  推荐: 'label',
  漫画: 'label',
  章节: 'label',
  分类: 'label',
  免费下载: 'label',
  游戏: 'label',
  免费: 'label',
  礼包: 'label',
  兑换码: 'label',
  密码: 'label',
  登录: 'label',
  帖子: 'label',
  评论内容: 'label',
  评论: 'label',
  用户: 'label',
  帖子内容: 'label',
  全部: 'label',
  用户名: 'label',
  手机号: 'label',
  至: 'label',
  X钻余额: 'label',
  充值: 'label',
  退款: 'label',
  开通会员: 'label',
  充值订单: 'label',
  订单号: 'label',
  支付宝: 'label',
  取消: 'label',
  保存: 'label',
  每日签到: 'label',
  注册: 'label',
  会员: 'label',
  发布帖子: 'label',
  发表评论: 'label',
  签到: 'label',
  微信: 'label',
  游客: 'label',
  回复: 'label',
  关注: 'label',
  福利: 'label',
  绑定手机: 'label',
  邀请好友: 'label',
  发送: 'label',
  系统: 'label',
  解锁章节: 'label',
  立即开通: 'label',
  // prompt
  请输入手机号: 'prompt',
  请输入验证码: 'prompt',
  请输入用户名: 'prompt',
  请输入密码: 'prompt',
  请输入兑换码: 'prompt',
  请选择举报原因: 'prompt',
  // httpCatalogue
  拒绝访问: 'httpCatalogue',
  服务器内部错误: 'httpCatalogue',
  请求超时: 'httpCatalogue',
  // demo
  攻略: 'demo',
  闲聊: 'demo',
  角色扮演: 'demo',
  糖果消消乐: 'demo',
  休闲: 'demo',
  策略: 'demo',
  龙之谷传说: 'demo',
};

/** The package of a file: `apps/web`, `packages/sdk`, `examples/vue-site`. */
const packageOf = (file: string) => file.split('/').slice(0, 2).join('/');

/** The Chinese string literals and JSX texts of a source file (comments are not in the tree's literals). */
function chineseLiterals(file: string, text: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    let literal: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) literal = node.text;
    else if (ts.isJsxText(node)) literal = node.text.trim();
    if (literal && HAN.test(literal)) found.push(literal);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true));
  return found;
}

/** Each Chinese literal written in more than one package, with those packages. */
async function repeats(paths = SCANNED): Promise<Map<string, string[]>> {
  const { stdout } = await run('git', ['ls-files', '--', ...paths], {
    cwd: root,
    maxBuffer: 16 * 1024 * 1024,
  });
  const files = stdout.split('\n').filter((file) => SOURCE.test(file) && !SKIPPED.test(file));
  const where = new Map<string, Set<string>>();
  for (const file of files) {
    for (const literal of chineseLiterals(file, await readFile(path.join(root, file), 'utf8'))) {
      const packages = where.get(literal) ?? new Set<string>();
      packages.add(packageOf(file));
      where.set(literal, packages);
    }
  }
  return new Map(
    [...where]
      .filter(([, packages]) => packages.size > 1)
      .map(([literal, packages]) => [literal, [...packages]]),
  );
}

/** A scan parses every source file of the product; on a busy machine that passes the 5 s default. */
const SCAN_TIMEOUT = 120_000;

describe('Chinese messages', () => {
  it(
    'are written in one package, but for the repeats allowed with a reason',
    async () => {
      const found = await repeats();
      const unexpected = [...found]
        .filter(([literal]) => !(literal in ALLOWED))
        .map(([l, p]) => `${l}: ${p.join(' ')}`);
      const gone = Object.keys(ALLOWED).filter((literal) => !found.has(literal));
      expect(unexpected).toEqual([]);
      expect(gone).toEqual([]);
    },
    SCAN_TIMEOUT,
  );

  it('are found in the tree, not in comments, and a repeat names its packages', () => {
    const source = `// 注释里的中文\nconst a = '已删除';\nconst b = <p>加载中</p>;\nconst c = \`第\${n}页\`;\n`;
    expect(chineseLiterals('planted.tsx', source)).toEqual(['已删除', '加载中']);
    expect(packageOf('apps/web/src/features/x.tsx')).toBe('apps/web');
  });

  it(
    'report a message worded in two packages',
    async () => {
      // The scan of two real packages: the server and the SDK both word the HTTP catalogue's 403.
      const found = await repeats([':(glob)apps/server/src/**', ':(glob)packages/sdk/src/**']);
      expect(found.get('拒绝访问')?.sort()).toEqual(['apps/server', 'packages/sdk']);
    },
    SCAN_TIMEOUT,
  );
});
