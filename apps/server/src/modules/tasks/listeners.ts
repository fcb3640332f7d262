import type { FastifyInstance } from 'fastify';
import type { DailyEvent } from './definitions.ts';
import { createTaskCounter } from './service.ts';

/** Daily task progress counts committed events; the bus logs a listener failure without failing the request. */
export function listenForTaskEvents(app: FastifyInstance, now: () => Date = () => new Date()): void {
  const counter = createTaskCounter(app.db);
  const count = (event: DailyEvent) => (payload: { uid: string }) => counter(payload.uid, event, now());
  app.events.on('checkin.done', count('checkin'));
  app.events.on('chapter.read', count('read'));
  app.events.on('post.created', count('post'));
  app.events.on('comment.created', count('comment'));
  app.events.on('post.liked', count('like'));
  app.events.on('game.downloaded', count('download'));
}
