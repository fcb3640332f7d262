import type { PushSubscriptionFields } from '../api/push.js';

/** The browser's notification permission (`Notification.permission`). */
export type PushPermission = 'default' | 'granted' | 'denied';

/**
 * The browser's parts of Web Push, behind one interface so the push logic runs (and is tested) in Node.
 * `webPushPlatform()` is the browser's; a test passes its own.
 */
export interface PushPlatform {
  /** Service worker, PushManager and Notification all present (and a secure context). */
  supported(): boolean;
  permission(): PushPermission;
  /** Shows the browser's prompt; browsers allow it only during a user's tap. */
  requestPermission(): Promise<PushPermission>;
  /** This browser's subscription for the site, or null. */
  current(): Promise<PushSubscriptionFields | null>;
  /** Subscribes with the server's key (base64url), replacing a subscription made with another key. */
  subscribe(applicationServerKey: string): Promise<PushSubscriptionFields>;
  /** Drops this browser's subscription; true when there was one. */
  unsubscribe(): Promise<boolean>;
}

// Structural views of the few DOM pieces used, so the package type-checks without the DOM lib and every
// access is guarded for Node (as platform/web.ts does).
interface SubscriptionLike {
  endpoint: string;
  options?: { applicationServerKey?: ArrayBuffer | null };
  getKey(name: 'p256dh' | 'auth'): ArrayBuffer | null;
  unsubscribe(): Promise<boolean>;
}
interface PushManagerLike {
  getSubscription(): Promise<SubscriptionLike | null>;
  subscribe(options: {
    userVisibleOnly: boolean;
    applicationServerKey: Uint8Array<ArrayBuffer>;
  }): Promise<SubscriptionLike>;
}
interface PushGlobals {
  isSecureContext?: boolean;
  navigator?: {
    serviceWorker?: {
      ready: Promise<{ pushManager: PushManagerLike }>;
      getRegistration(): Promise<{ pushManager: PushManagerLike } | undefined>;
    };
  };
  Notification?: {
    permission: PushPermission;
    requestPermission(): Promise<PushPermission>;
  };
  PushManager?: unknown;
}

const scope = (): PushGlobals => globalThis as PushGlobals;

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function toBase64Url(buffer: ArrayBuffer | null): string {
  if (!buffer) return '';
  let raw = '';
  for (const byte of new Uint8Array(buffer)) raw += String.fromCharCode(byte);
  return btoa(raw).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fieldsOf(sub: SubscriptionLike): PushSubscriptionFields {
  return {
    endpoint: sub.endpoint,
    p256dh: toBase64Url(sub.getKey('p256dh')),
    auth: toBase64Url(sub.getKey('auth')),
  };
}

function sameKey(sub: SubscriptionLike, key: Uint8Array): boolean {
  const used = sub.options?.applicationServerKey;
  if (!used) return false;
  const bytes = new Uint8Array(used);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}

async function registration(): Promise<{ pushManager: PushManagerLike }> {
  const sw = scope().navigator?.serviceWorker;
  if (!sw) throw new Error('no service worker');
  return sw.ready;
}

/** The browser's Web Push: the app's service worker registration's PushManager and `Notification`. */
export function webPushPlatform(): PushPlatform {
  return {
    supported: () => {
      const g = scope();
      return (
        g.isSecureContext !== false &&
        g.navigator?.serviceWorker !== undefined &&
        g.PushManager !== undefined &&
        g.Notification !== undefined
      );
    },
    permission: () => scope().Notification?.permission ?? 'denied',
    requestPermission: async () => (await scope().Notification?.requestPermission()) ?? 'denied',
    current: async () => {
      // Not `ready`, which waits for a worker: on a first visit the worker is still installing, and there is
      // no subscription without one.
      const found = await scope().navigator?.serviceWorker?.getRegistration();
      const sub = await found?.pushManager.getSubscription();
      return sub ? fieldsOf(sub) : null;
    },
    subscribe: async (applicationServerKey) => {
      const manager = (await registration()).pushManager;
      const key = fromBase64Url(applicationServerKey);
      const existing = await manager.getSubscription();
      if (existing && sameKey(existing, key)) return fieldsOf(existing);
      // Made with another key (the server's keys changed): the browser refuses a second one until it goes.
      await existing?.unsubscribe();
      return fieldsOf(await manager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
    },
    unsubscribe: async () => {
      const found = await scope().navigator?.serviceWorker?.getRegistration();
      const sub = await found?.pushManager.getSubscription();
      return sub ? sub.unsubscribe() : false;
    },
  };
}
