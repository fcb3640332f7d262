import type { AdminArea } from '../lib/admin';

/** The sidebar: each area's address and Chinese name, in the order the SDK lists the areas. */
export const NAV: Readonly<Record<AdminArea, { path: string; label: string }>> = {
  dashboard: { path: '/', label: '数据概览' },
  games: { path: '/games', label: '游戏管理' },
  comics: { path: '/comics', label: '漫画管理' },
  banners: { path: '/banners', label: '首页横幅' },
  announcements: { path: '/announcements', label: '公告管理' },
  faq: { path: '/faq', label: '常见问题' },
  activities: { path: '/activities', label: '活动管理' },
  broadcast: { path: '/broadcast', label: '群发消息' },
  gifts: { path: '/gifts', label: '礼包管理' },
  sensitiveWords: { path: '/sensitive-words', label: '敏感词' },
  moderation: { path: '/moderation', label: '内容审核' },
  orders: { path: '/orders', label: '订单与流水' },
  reconciliation: { path: '/reconciliation', label: '对账' },
  operators: { path: '/operators', label: '运营账号' },
  audit: { path: '/audit', label: '操作日志' },
};
