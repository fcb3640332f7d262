import type { AdminArea } from '../lib/admin';

export type PageModule = { default: unknown };

/** Each area's screen, loaded when first opened. */
export const ADMIN_AREAS_IN_APP: [AdminArea, () => Promise<PageModule>][] = [
  ['dashboard', () => import('../features/dashboard/dashboard-page')],
  ['games', () => import('../features/games/games-page')],
  ['comics', () => import('../features/comics/comics-page')],
  ['banners', () => import('../features/banners/banners-page')],
  ['announcements', () => import('../features/announcements/announcements-page')],
  ['faq', () => import('../features/faq/faq-page')],
  ['activities', () => import('../features/activities/activities-page')],
  ['broadcast', () => import('../features/broadcast/broadcast-page')],
  ['gifts', () => import('../features/gifts/gifts-page')],
  ['sensitiveWords', () => import('../features/sensitive-words/sensitive-words-page')],
  ['moderation', () => import('./moderation-area')],
  ['orders', () => import('../features/orders/orders-page')],
  ['reconciliation', () => import('../features/reconciliation/reconciliation-page')],
  ['operators', () => import('../features/operators/operators-page')],
  ['audit', () => import('../features/audit/audit-page')],
];
