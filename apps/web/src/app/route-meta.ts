import { useMatches } from 'react-router';

export type RouteName =
  | 'home'
  | 'square'
  | 'animate'
  | 'games'
  | 'profile'
  | 'detail'
  | 'recharge'
  | 'welfare'
  | 'task'
  | 'xdetail'
  | 'readhistory'
  | 'subscriblist'
  | 'reservations'
  | 'readbook'
  | 'bookmenu'
  | 'bookinfo'
  | 'post'
  | 'download'
  | 'checkin'
  | 'activity'
  | 'login'
  | 'register'
  | 'loginOther'
  | 'findPassword'
  | 'bindPhone'
  | 'changename'
  | 'resetPwd'
  | 'faq'
  | 'message'
  | 'msgdetail'
  | 'notifySettings'
  | 'gifts'
  | 'user'
  | 'business'
  | 'commenthistory'
  | 'blacklist'
  | 'postpage';

export interface RouteMeta {
  name: RouteName;
  /** Chinese title shown in the header and in the document title. */
  title?: string;
  /** Route the header's back button goes to; without it the button goes back in history. */
  back?: RouteName;
  /** Guests are sent to /login?redirect=… and come back after logging in. */
  withAuth?: boolean;
  /** Login screens: once a session exists they leave for the redirect target or home. */
  guestOnly?: boolean;
  /** Tabbed views are kept alive unless this is false. */
  keepAlive?: boolean;
  /** Simple layout: the alternate background image. */
  altBackground?: boolean;
  /** Simple layout: gold back arrow. */
  goldBack?: boolean;
  /** Decorative panels beside the frame on desktop. */
  sidePanels?: boolean;
  /** Pages that draw their own top bar (reader, game detail) set this to false. */
  header?: boolean;
}

/** Each route's meta but its name, which is its key. */
const FIELDS = {
  home: { title: '首页' },
  square: { title: '广场' },
  animate: { title: import.meta.env.VITE_THIRD_TAB_LABEL || '漫画' },
  games: { title: '游戏' },
  profile: { title: '我的' },

  detail: { title: '游戏', back: 'games' },
  recharge: { title: '充值', withAuth: true },
  welfare: { title: '邀请好友', back: 'home' },
  task: { title: '任务中心', back: 'home' },
  xdetail: { title: 'X钻明细', back: 'profile' },
  readhistory: { title: '阅读历史', back: 'profile' },
  subscriblist: { title: '我的订阅', back: 'profile' },
  reservations: { title: '我的预约', back: 'profile' },
  readbook: { title: '阅读', header: false },
  bookmenu: { title: '目录' },
  bookinfo: { title: '漫画详情', back: 'animate' },
  post: { title: '帖子详情', back: 'square' },
  download: { title: '下载APP', sidePanels: true },
  checkin: { title: '每日签到', back: 'profile' },
  activity: { title: '活动中心' },

  login: { title: '登录', guestOnly: true },
  register: { title: '注册', guestOnly: true },
  loginOther: { title: '其他登录方式', guestOnly: true },
  findPassword: { title: '找回密码', withAuth: true },
  bindPhone: { title: '绑定手机', withAuth: true },
  changename: { title: '修改昵称', withAuth: true },
  resetPwd: { title: '重置密码', withAuth: true },
  faq: { title: '常见问题', altBackground: true },
  message: { title: '消息中心', withAuth: true, altBackground: true, back: 'profile' },
  notifySettings: {
    title: '通知设置',
    withAuth: true,
    altBackground: true,
    back: 'message',
  },
  msgdetail: { title: '消息详情', withAuth: true, altBackground: true, back: 'message' },
  gifts: { title: '我的礼包', withAuth: true, altBackground: true, goldBack: true },
  user: { title: '个人资料', withAuth: true, altBackground: true, back: 'profile' },
  business: { title: '商务合作' },
  commenthistory: { title: '我的评论', altBackground: true, keepAlive: false },
  blacklist: { title: '黑名单', withAuth: true, altBackground: true, back: 'profile' },

  postpage: { title: '发布帖子' },
} satisfies Record<RouteName, Omit<RouteMeta, 'name'>>;

export const META = Object.fromEntries(
  Object.entries(FIELDS).map(([name, fields]) => [name, { name, ...fields }]),
) as Record<RouteName, RouteMeta>;

/** Where a route lives when it needs no parameters; used by `back` meta. */
export const ROUTE_PATHS: Partial<Record<RouteName, string>> = {
  home: '/',
  square: '/square',
  animate: '/animate',
  games: '/games',
  profile: '/profile',
  loginOther: '/other',
  findPassword: '/find',
  bindPhone: '/bind',
  resetPwd: '/reset',
  notifySettings: '/notify-settings',
};

export function pathOfRoute(name: RouteName): string {
  return ROUTE_PATHS[name] ?? `/${name}`;
}

function isMeta(value: unknown): value is RouteMeta {
  return typeof value === 'object' && value !== null && 'name' in value;
}

/** Meta of the deepest matched route that has one. */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isMeta(handle)) return handle;
  }
  return undefined;
}
