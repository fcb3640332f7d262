// The push front door: the sender other modules call for players who chose 'inbox and push' (the
// notifications module), and the settings config.ts reads from the environment.
import type { FastifyInstance } from 'fastify';
import { vapidKeysOf } from './keys-cache.ts';
import { type PushSender, pushSenderFor } from './sender.ts';

export { PUSH_TTL_SECONDS, type PushMessage, type PushSender } from './sender.ts';
export { type PushSettings, pushProductionProblems, pushSettingsFrom } from './settings.ts';

/**
 * `PushSender` of this app: `createPushSender(app)(uids, { title, body, url, tag })` sends to every device
 * the user turned push on for, with a live session. It never throws for a device's push service; a
 * device whose service answers 404 or 410 is forgotten.
 */
export function createPushSender(app: Pick<FastifyInstance, 'db' | 'log' | 'config'>): PushSender {
  const settings = app.config.push;
  return pushSenderFor({ db: app.db, log: app.log, settings, keys: () => vapidKeysOf(app.db, settings) });
}
