import type { ContractSchema } from '@portal/openapi/operations';

export type NotificationKind = ContractSchema<'NotificationKind'>;
export type NotificationMode = ContractSchema<'NotificationMode'>;
export type InboxTab = ContractSchema<'InboxTab'>;

/** Every kind, in the order the settings list them (the contract's NotificationKind). */
export const KINDS: readonly NotificationKind[] = [
  'chapter',
  'reply',
  'like',
  'follow',
  'game_released',
  'order',
  'system',
];

/**
 * What a user who never chose gets (the contract's getNotificationSettings): what they asked for
 * (subscribed comics, reserved games, their orders) and direct replies also push; likes, follows and
 * operators' messages stay in the inbox, since pushing each would be noise.
 */
export const DEFAULT_MODE: Record<NotificationKind, NotificationMode> = {
  chapter: 'push',
  reply: 'push',
  like: 'inbox',
  follow: 'inbox',
  game_released: 'push',
  order: 'push',
  system: 'inbox',
};

/** The inbox tab of a kind; older system kinds (wallet, vip, ...) are under 系统. */
export function tabOf(kind: string): Exclude<InboxTab, 'all'> {
  switch (kind) {
    case 'reply':
    case 'like':
    case 'follow':
      return kind;
    case 'chapter':
    case 'game_released':
      return 'update';
    default:
      return 'system';
  }
}

export const isKind = (kind: string): kind is NotificationKind => (KINDS as readonly string[]).includes(kind);
