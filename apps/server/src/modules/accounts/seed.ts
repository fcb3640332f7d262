import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SeedContext } from '../../infra/module.ts';
import { AccountType, createUser } from './users.ts';

/** Demo accounts; all share the password below (documented in the server README). */
export const DEMO_PASSWORD = 'portal123';
export const DEMO_USERS = [
  { name: '星河旅人', phone: '13800000001', sex: 1, signature: '攻略党，欢迎交流' },
  { name: '月下听风', phone: '13800000002', sex: 2, signature: '只看剧情不看数值' },
  { name: '橘子汽水', phone: null, sex: 2, signature: '同人画手一枚' },
  { name: '夜猫子阿杰', phone: null, sex: 1, signature: '凌晨三点还在刷副本' },
  { name: '半糖主义', phone: '13800000005', sex: 2, signature: '' },
  { name: '老咸鱼', phone: null, sex: 1, signature: '佛系玩家' },
  { name: '白桃乌龙', phone: null, sex: 2, signature: '福利情报搬运工' },
  { name: '风间小豆', phone: null, sex: 0, signature: '新游试玩报告每周更' },
  { name: '奶茶续命', phone: null, sex: 2, signature: '' },
  { name: '铁头娃', phone: null, sex: 1, signature: '硬核动作游戏爱好者' },
  { name: '云朵收藏家', phone: null, sex: 0, signature: '爱看漫画也爱截图' },
  { name: 'demo', phone: '13900000000', sex: 0, signature: '演示账号' },
] as const;

const COLORS = ['#ff6b6b', '#f7b733', '#4ecdc4', '#5b8def', '#a66cff', '#ff8fab'];

function avatarSvg(initial: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="48" fill="${color}"/><text x="48" y="60" font-size="40" text-anchor="middle" fill="#fff" font-family="PingFang SC, Noto Sans CJK SC, sans-serif">${initial}</text></svg>`;
}

export async function seedAccounts(db: Kysely<Database>, ctx: SeedContext): Promise<void> {
  // One scrypt run per user in parallel: the thread pool takes four at a time.
  const hashes = await Promise.all(DEMO_USERS.map(() => ctx.hashPassword(DEMO_PASSWORD)));
  for (const [i, u] of DEMO_USERS.entries()) {
    const avatar = ctx.art.put(
      `avatars/seed-${i + 1}`,
      avatarSvg(u.name.slice(0, 1), COLORS[i % COLORS.length]!),
    );
    const user = await createUser(db, {
      name: u.name,
      passwordHash: hashes[i]!,
      phone: u.phone,
      accountType: u.phone ? AccountType.phone : AccountType.name,
      avatar,
    });
    await db
      .updateTable('users')
      .set({ sex: u.sex, signature: u.signature })
      .where('uid', '=', user.uid)
      .execute();
  }
  await ctx.art.flush();
}
