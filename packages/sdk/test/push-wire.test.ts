// Web Push through the SDK against the real server: the permission asked before anything else, the
// subscription made with the server's key and stored there, refusals without a call, and a logout that
// drops the browser's subscription too. The browser's part is a PushPlatform made here (Node has none).
import { createECDH, randomBytes } from 'node:crypto';
import { type PortalServer, startPortalServer } from '@portal/test-support/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPortal, silentLogger } from '../src/index.js';
import {
  createPush,
  PUSH_MESSAGES,
  PUSH_STATUS_LABELS,
  type PushPermission,
  type PushPlatform,
  type PushSubscriptionFields,
  pushSupported,
} from '../src/push/index.js';
import { memoryStorage } from '../src/storage/memory.js';

/** A browser's push side: a permission the "user" answers, and a subscription with real P-256 keys. */
function fakeBrowser(
  answer: PushPermission,
  endpoint = () => `https://push.example.com/send/${randomBytes(8).toString('hex')}`,
) {
  const calls: string[] = [];
  let permission: PushPermission = 'default';
  let sub: (PushSubscriptionFields & { key: string }) | null = null;
  const platform: PushPlatform = {
    supported: () => true,
    permission: () => permission,
    requestPermission: async () => {
      calls.push('requestPermission');
      permission = answer;
      return permission;
    },
    current: async () => sub,
    subscribe: async (key) => {
      calls.push('subscribe');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      sub = {
        key,
        endpoint: endpoint(),
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      };
      return sub;
    },
    unsubscribe: async () => {
      calls.push('unsubscribe');
      const had = sub !== null;
      sub = null;
      return had;
    },
  };
  return { platform, calls, subscription: () => sub };
}

describe('web push on the wire', () => {
  let server: PortalServer;
  const served: string[] = [];
  const newPortal = () =>
    createPortal({
      portalBaseUrl: `${server.baseUrl}/portal`,
      squareBaseUrl: `${server.baseUrl}/api`,
      storage: memoryStorage(),
      logger: silentLogger,
      fetch: (request: Request) => {
        served.push(new URL(request.url).pathname);
        return fetch(request);
      },
    });
  let n = 0;
  const signUp = async () => {
    const portal = newPortal();
    await portal.start();
    const name = `推${process.pid % 1000}_${n++}`;
    expect((await portal.auth.register({ name, password: 'secret123' })).error).toBeNull();
    return portal;
  };

  beforeAll(async () => {
    server = await startPortalServer({ dataDirPrefix: 'portal-sdk-push-' });
  });
  afterAll(() => server?.stop());

  it('asks permission first, subscribes with the server key, and the server keeps it until logout', async () => {
    const portal = await signUp();
    const browser = fakeBrowser('granted');
    const push = createPush(portal, browser.platform);
    expect(pushSupported(browser.platform)).toBe(true);
    expect((await push.refresh()).status).toBe('off');

    const on = await push.enablePush();
    expect(on.error).toBeNull();
    expect(on.error === null && on.msg).toBe('已开启推送通知');
    expect(push.getState()).toEqual({ status: 'on', busy: false, checked: true });
    expect(PUSH_STATUS_LABELS[push.getState().status]).toBe('已开启');
    expect(browser.calls.slice(0, 2)).toEqual(['requestPermission', 'subscribe']);
    const key = (await portal.clients.portal.POST('/user/push/key', {})).data;
    expect(browser.subscription()?.key).toBe((key as { data: { publicKey: string } }).data.publicKey);

    // Logging out drops the browser's subscription as the server drops its copy.
    await portal.auth.logout();
    await new Promise((r) => setTimeout(r, 50));
    expect(browser.subscription()).toBeNull();
    expect(push.getState().status).toBe('off');
    push.dispose();
  });

  it('turns off on the server and in the browser', async () => {
    const portal = await signUp();
    const browser = fakeBrowser('granted');
    const push = createPush(portal, browser.platform);
    expect((await push.enablePush()).error).toBeNull();
    const off = await push.disablePush();
    expect(off).toMatchObject({ error: null, msg: '已关闭推送通知', data: { status: 'off' } });
    expect(browser.subscription()).toBeNull();
    push.dispose();
  });

  it('a refused permission or a guest makes no server call', async () => {
    const portal = await signUp();
    const browser = fakeBrowser('denied');
    const push = createPush(portal, browser.platform);
    const before = served.length;
    const denied = await push.enablePush();
    expect(denied.error?.message).toBe(PUSH_MESSAGES.denied);
    expect(push.getState().status).toBe('denied');
    expect(PUSH_STATUS_LABELS.denied).toBe('已拒绝');

    const guest = newPortal();
    await guest.start();
    const guestBrowser = fakeBrowser('granted');
    const guestPush = createPush(guest, guestBrowser.platform);
    const refused = await guestPush.enablePush();
    expect(refused.error?.message).toBe(PUSH_MESSAGES.loginRequired);
    expect(guestBrowser.calls).toEqual([]);
    expect(served.slice(before).filter((p) => p.startsWith('/portal/user/push'))).toEqual([]);

    // An address longer than the contract's limit (FieldRules.PushEndpoint) is not sent, nor kept.
    const long = fakeBrowser('granted', () => `https://push.example.com/${'x'.repeat(1100)}`);
    const longPush = createPush(portal, long.platform);
    expect((await longPush.enablePush()).error?.message).toBe(PUSH_MESSAGES.failed);
    expect(long.subscription()).toBeNull();
    longPush.dispose();
    expect(served.slice(before).filter((p) => p.startsWith('/portal/user/push/subscribe'))).toEqual([]);

    const unsupported = createPush(portal, { ...browser.platform, supported: () => false });
    expect(unsupported.getState().status).toBe('unsupported');
    expect(PUSH_STATUS_LABELS.unsupported).toBe('浏览器不支持');
    push.dispose();
    guestPush.dispose();
    unsupported.dispose();
  });
});
