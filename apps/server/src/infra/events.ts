import type { FastifyBaseLogger } from 'fastify';

/** Domain events, emitted only after the writing transaction committed. */
export interface EventMap {
  'user.registered': { uid: string; inviteCode?: string };
  'post.created': { uid: string; postId: number };
  'comment.created': { uid: string; postId: number; commentId: number };
  'post.liked': { uid: string; postId: number };
  'chapter.read': { uid: string; bookId: number; chapterId: number };
  'game.downloaded': { uid: string; gameId: number };
  'checkin.done': { uid: string };
  /** A device logged out: its session (sessions.token_hash) is revoked. */
  'session.ended': { tokenHash: string };
}

export type EventName = keyof EventMap;
type Handler<K extends EventName> = (payload: EventMap[K]) => void | Promise<void>;

/**
 * In-process, typed. `emit` awaits every listener so a request answers after its side effects
 * (task progress, invite rewards) are written; a failing listener is logged and never fails the request.
 */
export class EventBus {
  #handlers = new Map<EventName, Handler<EventName>[]>();
  #log: FastifyBaseLogger | undefined;

  constructor(log?: FastifyBaseLogger) {
    this.#log = log;
  }

  on<K extends EventName>(name: K, handler: Handler<K>): () => void {
    const list = this.#handlers.get(name) ?? [];
    list.push(handler as Handler<EventName>);
    this.#handlers.set(name, list);
    return () => {
      const i = list.indexOf(handler as Handler<EventName>);
      if (i >= 0) list.splice(i, 1);
    };
  }

  async emit<K extends EventName>(name: K, payload: EventMap[K]): Promise<void> {
    for (const handler of this.#handlers.get(name) ?? []) {
      try {
        await handler(payload);
      } catch (err) {
        this.#log?.error({ err, event: name }, 'event listener failed');
      }
    }
  }
}
