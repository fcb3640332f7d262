import { apiURL, portalCall } from './browser';

export interface SeedIds {
  paidGame: { appID: number; name: string; buyAmount: number };
  freeGame: { appID: number; name: string };
  bookId: number;
  chapterId: number;
  postId: number;
}

interface GameLite {
  appID: number;
  name: string;
  onlineType: number;
  buyAmount: number;
  upcoming: boolean;
}

/** Real ids from the seeded server, so every route opens on something that exists. */
export async function seedIds(): Promise<SeedIds> {
  const games = await portalCall<{ records: GameLite[] }>('/web/game/list', { currentPage: 1, pageSize: 50 });
  const paid = games.data.records.find((g) => g.onlineType !== 0 && g.buyAmount > 0 && !g.upcoming);
  const free = games.data.records.find((g) => g.onlineType === 0 && !g.upcoming);
  const books = await portalCall<{ ranking: { id: number }[] }>('/web/book/home');
  const bookId = books.data.ranking[0]?.id ?? 0;
  const book = await portalCall<{ firstChapterId: number }>('/web/book/info', { bookId });
  const posts = (await (
    await fetch(`${apiURL()}/api/v1/square/post/list?currentPage=1&pageSize=1`)
  ).json()) as {
    data: { records: { id: number }[] };
  };
  if (!paid || !free) throw new Error('the seed has no paid or no free game');
  return {
    paidGame: { appID: paid.appID, name: paid.name, buyAmount: paid.buyAmount },
    freeGame: { appID: free.appID, name: free.name },
    bookId,
    chapterId: book.data.firstChapterId,
    postId: posts.data.records[0]?.id ?? 0,
  };
}

export interface RouteCase {
  path: string;
  layout: 'tabbed' | 'page' | 'simple' | 'lite';
  title: string;
  withAuth?: boolean;
  /** Login screens: a signed-in user is sent on (home). */
  guestOnly?: boolean;
}

/** Every route of the product with its layout and Chinese title. */
export function routeCases(ids: SeedIds, messageId = 1): RouteCase[] {
  return [
    { path: '/', layout: 'tabbed', title: '首页' },
    { path: '/square', layout: 'tabbed', title: '广场' },
    { path: '/animate', layout: 'tabbed', title: '漫画' },
    { path: '/games', layout: 'tabbed', title: '游戏' },
    { path: '/games/1', layout: 'tabbed', title: '游戏' },
    { path: '/profile', layout: 'tabbed', title: '我的' },
    { path: `/detail/${ids.paidGame.appID}`, layout: 'page', title: '游戏' },
    { path: '/recharge', layout: 'page', title: '充值', withAuth: true },
    { path: '/welfare', layout: 'page', title: '邀请好友' },
    { path: '/task', layout: 'page', title: '任务中心' },
    { path: '/xdetail', layout: 'page', title: 'X钻明细' },
    { path: '/readhistory', layout: 'page', title: '阅读历史' },
    { path: '/subscriblist', layout: 'page', title: '我的订阅' },
    { path: '/reservations', layout: 'page', title: '我的预约' },
    { path: `/readbook/${ids.bookId}/${ids.chapterId}`, layout: 'page', title: '阅读' },
    { path: `/bookmenu/${ids.bookId}`, layout: 'page', title: '目录' },
    { path: `/bookinfo/${ids.bookId}`, layout: 'page', title: '漫画详情' },
    { path: `/post/${ids.postId}`, layout: 'page', title: '帖子详情' },
    { path: '/download', layout: 'page', title: '下载APP' },
    { path: '/checkin', layout: 'page', title: '每日签到' },
    { path: '/activity', layout: 'page', title: '活动中心' },
    { path: '/login', layout: 'simple', title: '登录', guestOnly: true },
    { path: '/register', layout: 'simple', title: '注册', guestOnly: true },
    { path: '/other', layout: 'simple', title: '其他登录方式', guestOnly: true },
    { path: '/find', layout: 'simple', title: '找回密码', withAuth: true },
    { path: '/bind', layout: 'simple', title: '绑定手机', withAuth: true },
    { path: '/changename', layout: 'simple', title: '修改昵称', withAuth: true },
    { path: '/reset', layout: 'simple', title: '重置密码', withAuth: true },
    { path: '/faq', layout: 'simple', title: '常见问题' },
    { path: '/message', layout: 'simple', title: '消息中心', withAuth: true },
    { path: `/msgdetail?id=${messageId}`, layout: 'simple', title: '消息详情', withAuth: true },
    { path: '/gifts', layout: 'simple', title: '我的礼包', withAuth: true },
    { path: '/user', layout: 'simple', title: '个人资料', withAuth: true },
    { path: '/business', layout: 'simple', title: '商务合作' },
    { path: '/commenthistory', layout: 'simple', title: '我的评论' },
    { path: '/postpage', layout: 'lite', title: '发布帖子' },
  ];
}
