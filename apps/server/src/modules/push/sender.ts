import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import webpush from 'web-push';
import type { Database } from '../../db/schema.ts';
import type { VapidKeys } from './keys.ts';
import type { PushSettings } from './settings.ts';
import { liveSubscriptions, removeById, type StoredSubscription } from './subscriptions.ts';

/** What a notification says and opens: the service worker (apps/web/src/sw/push.ts) shows it as it comes. */
export interface PushMessage {
  title: string;
  body: string;
  /** A path of the app (`/readbook/3/12`); anything else opens the home page. */
  url: string;
  /** Notifications with one tag replace each other on the device (`likes:post:42`). */
  tag: string;
}

/**
 * Sends one message to every device of these users (those whose setting of the kind is `inbox and
 * push`): their devices are read at once, so a fan-out's batch costs one read, not one per user.
 */
export type PushSender = (uids: readonly string[], message: PushMessage) => Promise<void>;

/** How long a push service keeps a message for a device that is offline: a day, then it is stale. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** A push service that has not answered by then is given up on for this message. */
const SEND_TIMEOUT_MS = 10_000;
/** Title and body are cut here: a notification shows about this much, and the payload stays far below 4 KB. */
const TITLE_CHARS = 60;
const BODY_CHARS = 200;
/** The push service's answers that mean the subscription is gone for good (RFC 8030 §7.3, and Mozilla's 404). */
const GONE = new Set([404, 410]);
/** Requests to push services in flight at once for one message. */
const SENDS_AT_ONCE = 50;
/** Topic header: at most 32 base64url characters (RFC 8030 §5.4). */
const TOPIC_CHARS = 32;

export interface SenderDeps {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  settings: PushSettings;
  keys: () => Promise<VapidKeys>;
}

/**
 * The sender other modules call. Each device is sent to on its own: a device whose push service fails is
 * logged (its service's origin and status, never the endpoint's path or keys) and does not stop the others,
 * nor is it retried: a push is a nudge beside the inbox row, which the notification already is.
 */
export function pushSenderFor(deps: SenderDeps): PushSender {
  return async (uids, message) => {
    if (uids.length === 0) return;
    const subs = await liveSubscriptions(deps.db, uids);
    if (subs.length === 0) return;
    const keys = await deps.keys();
    const payload = JSON.stringify(payloadOf(message));
    // A fan-out's batch may hold thousands of devices: a few dozen requests in flight at a time.
    for (let i = 0; i < subs.length; i += SENDS_AT_ONCE)
      await Promise.all(
        subs.slice(i, i + SENDS_AT_ONCE).map((sub) => sendOne(deps, keys, sub, payload, message.tag)),
      );
  };
}

/** The JSON the service worker reads: cut to what a notification shows, the url kept inside the app. */
export function payloadOf(message: PushMessage): PushMessage {
  return {
    title: cut(message.title, TITLE_CHARS),
    body: cut(message.body, BODY_CHARS),
    url: appPath(message.url),
    tag: message.tag,
  };
}

async function sendOne(
  deps: SenderDeps,
  keys: VapidKeys,
  sub: StoredSubscription,
  payload: string,
  tag: string,
): Promise<void> {
  const origin = originOf(sub.endpoint);
  try {
    // web-push encrypts (RFC 8291, aes128gcm) and signs (VAPID); the request itself goes through fetch, which
    // also speaks http to a local push service in tests and never follows a redirect elsewhere.
    const details = webpush.generateRequestDetails(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      payload,
      {
        TTL: PUSH_TTL_SECONDS,
        vapidDetails: {
          subject: deps.settings.subject,
          publicKey: keys.publicKey,
          privateKey: keys.privateKey,
        },
        contentEncoding: 'aes128gcm',
        urgency: 'normal',
        topic: topicOf(tag),
      },
    );
    const headers = new Headers();
    for (const [name, value] of Object.entries(details.headers)) {
      // fetch computes the length of the body itself.
      if (name.toLowerCase() !== 'content-length') headers.set(name, String(value));
    }
    const body = details.body ? new Uint8Array(details.body) : null;
    const res = await fetch(details.endpoint, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await res.body?.cancel();
    if (res.ok) return;
    if (GONE.has(res.status)) {
      await removeById(deps.db, sub.id);
      deps.log.info({ pushService: origin, status: res.status }, 'push subscription gone; removed');
      return;
    }
    deps.log.warn({ pushService: origin, status: res.status }, 'push service refused a message');
  } catch (err) {
    deps.log.warn({ pushService: origin, reason: (err as Error).message }, 'push message not sent');
  }
}

function cut(text: string, chars: number): string {
  const points = Array.from(text);
  return points.length <= chars ? text : `${points.slice(0, chars - 1).join('')}…`;
}

/** Only a path of this site: a notification never opens another one. */
function appPath(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\') ? url : '/';
}

function topicOf(tag: string): string {
  return createHash('sha256').update(tag).digest('base64url').slice(0, TOPIC_CHARS);
}

function originOf(endpoint: string): string {
  try {
    return new URL(endpoint).origin;
  } catch {
    return 'invalid';
  }
}
