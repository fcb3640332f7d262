/**
 * Who may do what in the console. The server enforces every rule (403 otherwise); the console reads the
 * same table to hide what an operator's role may not use.
 */

export type OperatorRole = 'admin' | 'operator' | 'moderator';

/** The console's areas, in sidebar order. */
export const ADMIN_AREAS = [
  'dashboard',
  'games',
  'comics',
  'banners',
  'announcements',
  'faq',
  'activities',
  'broadcast',
  'gifts',
  'sensitiveWords',
  'moderation',
  'orders',
  'reconciliation',
  'operators',
  'audit',
] as const;

export type AdminArea = (typeof ADMIN_AREAS)[number];

const CONTENT: readonly AdminArea[] = [
  'games',
  'comics',
  'banners',
  'announcements',
  'faq',
  'activities',
  'broadcast',
  'gifts',
  'sensitiveWords',
];
const MONEY: readonly AdminArea[] = ['orders', 'reconciliation'];

const ROLE_AREAS: Readonly<Record<OperatorRole, ReadonlySet<AdminArea>>> = {
  admin: new Set(ADMIN_AREAS),
  operator: new Set<AdminArea>(['dashboard', ...CONTENT, ...MONEY, 'audit']),
  moderator: new Set<AdminArea>(['dashboard', 'moderation', 'audit']),
};

/** Chinese names of the roles, as the console shows them. */
export const ROLE_LABELS: Readonly<Record<OperatorRole, string>> = {
  admin: '管理员',
  operator: '运营',
  moderator: '审核员',
};

/** Whether a role may open an area of the console (the server answers 403 to the calls otherwise). */
export function canAccess(role: OperatorRole, area: AdminArea): boolean {
  return ROLE_AREAS[role]?.has(area) ?? false;
}

/** Refunds and ledger corrections: admin and operator only, never a moderator. */
export function canMoveMoney(role: OperatorRole): boolean {
  return role === 'admin' || role === 'operator';
}

/** The areas a role may open, in sidebar order. */
export function areasFor(role: OperatorRole): AdminArea[] {
  return ADMIN_AREAS.filter((area) => canAccess(role, area));
}
