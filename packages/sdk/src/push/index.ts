/**
 * `@portal/sdk/push`: Web Push (推送通知) on the installed app: whether the browser can, the permission asked
 * only from a tap, the subscription handed to the server, and its state for a settings row. Built on a
 * portal from `createPortal`. Its own entry, so a site without push never carries it.
 */

export { type PushApi, type PushSubscriptionFields, pushApi } from '../api/push.js';
export { type PushPermission, type PushPlatform, webPushPlatform } from './platform.js';
export {
  createPush,
  forgetPushOnThisDevice,
  PUSH_MESSAGES,
  PUSH_PROMPT,
  PUSH_STATUS_LABELS,
  type PushControl,
  type PushHost,
  type PushState,
  type PushStatus,
  pushSupported,
} from './push.js';
