// What other areas publish. Each event carries its id: a user gets at most one inbox row per event id
// (unique (uid, event_key)), however often its job runs.

/** Who gets an event's notification; large audiences are read in batches of uids. */
export type Audience =
  | { type: 'uids'; uids: string[] }
  | { type: 'subscribers'; bookId: number }
  | { type: 'all' }
  | { type: 'members' }
  | { type: 'game_owners'; gameId: number };

export type NotificationEvent =
  /** A new chapter of a comic: every subscriber. id `chapter:<chapterId>`. */
  | { type: 'chapter'; id: string; bookId: number; chapterId: number }
  /** A comment on my post, or a reply to my comment. id `reply:<commentId>`. */
  | { type: 'reply'; id: string; actorUid: string; toUid: string; postId: number; commentId: number }
  /** A like of my post or comment; grouped per target. id `like:<target>:<targetId>:<actorUid>`. */
  | {
      type: 'like';
      id: string;
      actorUid: string;
      toUid: string;
      target: 'post' | 'comment';
      targetId: number;
      postId: number;
      /** When the like was made: the group's row names the latest liker, whichever job runs last. */
      at: string;
    }
  /** A new follower. id `follow:<actorUid>:<toUid>`. */
  | { type: 'follow'; id: string; actorUid: string; toUid: string }
  /** A reserved game was released: the players who reserved it. id `game_released:<gameId>`. */
  | { type: 'game_released'; id: string; gameId: number; uids: string[] }
  /** An order's or refund's result. id `order:<orderNo>:<status>`. */
  | { type: 'order'; id: string; uid: string; title: string; content: string; url: string | null }
  /** The operators' message (console broadcast). id `system:<uuid>`. */
  | {
      type: 'system';
      id: string;
      audience: Exclude<Audience, { type: 'subscribers' }>;
      title: string;
      content: string;
      url: string | null;
    };

/**
 * Delivers one notification as a push to the user's devices (the push module's sender). Called only
 * for users whose setting of the kind is `push`, once per new inbox row.
 */
export type { PushSender } from '../push/index.ts';

/** Who caused the event, for blocks (a user who blocked the actor is never notified by them). */
export function actorOf(event: NotificationEvent): string | null {
  return 'actorUid' in event ? event.actorUid : null;
}

export function audienceOf(event: NotificationEvent): Audience {
  switch (event.type) {
    case 'chapter':
      return { type: 'subscribers', bookId: event.bookId };
    case 'reply':
    case 'like':
    case 'follow':
      return { type: 'uids', uids: [event.toUid] };
    case 'game_released':
      return { type: 'uids', uids: event.uids };
    case 'order':
      return { type: 'uids', uids: [event.uid] };
    case 'system':
      return event.audience;
  }
}
