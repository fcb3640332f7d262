// The notifications front door: `app.notifications.publish(event)` queues an event's delivery to the
// inbox (and to push for users who chose it), one row per user per event id however often its job runs.
// The app builds the service with `createNotifications` over the job queue (infra/jobs) and hands it
// the push module's `PushSender` when there is one. `audienceCount` counts a broadcast's recipients.
import type { Notifications } from './service.ts';

export { audienceCount } from './audience.ts';
export type { Audience, NotificationEvent, PushSender } from './events.ts';
export { DEFAULT_MODE, KINDS, tabOf } from './kinds.ts';
export { createNotifications, type Notifications } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Built in app.ts; every area publishes through it after its write committed. */
    notifications: Notifications;
  }
}
