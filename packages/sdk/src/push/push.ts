import { type PushApi, pushApi } from '../api/push.js';
import { BusinessCode, fail, ok, PortalApiError, type Result } from '../errors.js';
import { BusinessMessage } from '../generated/business-codes.js';
import { FieldRules } from '../generated/field-rules.js';
import type { SessionChange, SessionState } from '../session/session-store.js';
import { createStore, type ReadableStore, readOnly } from '../store.js';
import type { Transport } from '../transport/clients.js';
import { type PushPlatform, webPushPlatform } from './platform.js';

/** Where push stands on this device: on, off, refused by the user, or impossible in this browser. */
export type PushStatus = 'on' | 'off' | 'denied' | 'unsupported';

export interface PushState {
  status: PushStatus;
  /** A switch on or off is under way: the button waits. */
  busy: boolean;
  /** The browser's subscription has been read once (`refresh`); before that `status` is a first guess. */
  checked: boolean;
}

/** The words of each status, as the settings row shows them. */
export const PUSH_STATUS_LABELS: Readonly<Record<PushStatus, string>> = {
  on: '已开启',
  off: '未开启',
  denied: '已拒绝',
  unsupported: '浏览器不支持',
};

/** Why to turn push on: shown beside the button, before the browser's own prompt. */
export const PUSH_PROMPT = '开启推送通知，及时收到漫画更新和回复提醒';

/** The refusals push answers itself (no server call made). */
export const PUSH_MESSAGES = {
  unsupported: '当前浏览器不支持推送通知',
  denied: '通知权限已被拒绝，请在浏览器设置中允许本站通知',
  dismissed: '未允许通知，可稍后再开启',
  loginRequired: BusinessMessage.LoginRequired,
  failed: '开启推送失败，请稍后再试',
} as const;

export interface PushControl extends ReadableStore<PushState> {
  /** Reads the permission and this browser's subscription again. */
  refresh(): Promise<PushState>;
  /**
   * Asks the browser's permission (call it only from a tap: browsers show the prompt only then), subscribes
   * with the server's key and hands the subscription to the server.
   */
  enablePush(): Promise<Result<PushState>>;
  /** Drops this browser's subscription and tells the server. */
  disablePush(): Promise<Result<PushState>>;
  /** Stops listening to the session. */
  dispose(): void;
}

/** The parts of a portal (`createPortal`) push uses. */
export interface PushHost {
  clients: Pick<Transport, 'portal' | 'call'>;
  session: { getState(): SessionState };
  onSessionChange(listener: (change: SessionChange) => void): () => void;
}

const refusal = (message: string) => new PortalApiError(BusinessCode.Refused, message);

/** Whether this browser can receive Web Push at all (service worker, PushManager, notifications). */
export function pushSupported(platform: PushPlatform = webPushPlatform()): boolean {
  return platform.supported();
}

/** Drops this browser's push subscription without a server call (the server drops its copy at logout). */
export async function forgetPushOnThisDevice(platform: PushPlatform = webPushPlatform()): Promise<void> {
  if (platform.supported()) await platform.unsubscribe().catch(() => false);
}

/**
 * Push for the settings row: `createPush(portal)`, a store (`getState`/`subscribe`) of `PushState` with
 * `enablePush` / `disablePush`. A logout on this device also drops the browser's subscription, so the
 * next account on it starts with push off.
 */
export function createPush(host: PushHost, platform: PushPlatform = webPushPlatform()): PushControl {
  const api: PushApi = pushApi(host.clients);
  const store = createStore<PushState>({
    status: platform.supported() ? 'off' : 'unsupported',
    busy: false,
    checked: false,
  });
  const set = (patch: Partial<PushState>) => store.setState({ ...store.getState(), ...patch });

  async function read(): Promise<PushStatus> {
    if (!platform.supported()) return 'unsupported';
    if (platform.permission() === 'denied') return 'denied';
    const sub = await platform.current().catch(() => null);
    return platform.permission() === 'granted' && sub ? 'on' : 'off';
  }

  async function refresh(): Promise<PushState> {
    return set({ status: await read(), checked: true });
  }

  async function enablePush(): Promise<Result<PushState>> {
    if (!platform.supported()) return fail(refusal(PUSH_MESSAGES.unsupported));
    if (!host.session.getState().loggedIn) return fail(refusal(PUSH_MESSAGES.loginRequired));
    set({ busy: true });
    try {
      // First, while the tap's user activation lasts: a browser shows no prompt after it has passed.
      const permission = await platform.requestPermission();
      if (permission !== 'granted') {
        set({ status: permission === 'denied' ? 'denied' : 'off', checked: true });
        return fail(refusal(permission === 'denied' ? PUSH_MESSAGES.denied : PUSH_MESSAGES.dismissed));
      }
      const key = await api.getPushKey();
      if (key.error) return fail(key.error);
      let fields: Awaited<ReturnType<PushPlatform['subscribe']>>;
      try {
        fields = await platform.subscribe(key.data.publicKey);
      } catch (cause) {
        return fail(new PortalApiError(BusinessCode.Refused, PUSH_MESSAGES.failed, { cause }));
      }
      // A push service whose address the server would refuse (longer than the contract allows): said here.
      if (fields.endpoint.length > FieldRules.PushEndpoint.maxLength) {
        await platform.unsubscribe().catch(() => false);
        return fail(refusal(PUSH_MESSAGES.failed));
      }
      const stored = await api.subscribePush(fields);
      if (stored.error) {
        // The server will not send to it: do not leave the browser believing push is on.
        await platform.unsubscribe().catch(() => false);
        return fail(stored.error);
      }
      return ok(set({ status: 'on', checked: true }), stored.msg);
    } finally {
      set({ busy: false });
    }
  }

  async function disablePush(): Promise<Result<PushState>> {
    if (!platform.supported()) return fail(refusal(PUSH_MESSAGES.unsupported));
    set({ busy: true });
    try {
      const sub = await platform.current().catch(() => null);
      await platform.unsubscribe().catch(() => false);
      if (sub && host.session.getState().loggedIn) {
        const removed = await api.unsubscribePush(sub.endpoint);
        // Already unsubscribed in the browser: the server stops at its next send (404/410) if not now.
        if (removed.error) return fail(removed.error);
        return ok(set({ status: await read(), checked: true }), removed.msg);
      }
      return ok(set({ status: await read(), checked: true }));
    } finally {
      set({ busy: false });
    }
  }

  const stop = host.onSessionChange(({ event }) => {
    if (event !== 'SIGNED_OUT' && event !== 'SESSION_EXPIRED') return;
    void forgetPushOnThisDevice(platform).then(refresh);
  });

  return { ...readOnly(store), refresh, enablePush, disablePush, dispose: stop };
}
