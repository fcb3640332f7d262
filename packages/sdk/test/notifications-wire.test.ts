import { type PortalServer, startPortalServer } from '@portal/test-support/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverPortal } from './support/server-portal.js';

// The inbox's tabs, unread counts and notification settings against the real server: a follow reaches
// the followed user's 关注 tab through the server's job queue, and the store's badge follows it.
describe('notifications on the wire', () => {
  let server: PortalServer;
  const newPortal = () => serverPortal(server.baseUrl);

  beforeAll(async () => {
    server = await startPortalServer({ dataDirPrefix: 'portal-sdk-notify-' });
  });
  afterAll(() => server?.stop());

  it('reads settings, changes one, lists a tab, counts unread per tab and marks a tab read', async () => {
    const me = newPortal();
    await me.start();
    const suffix = process.pid % 1000;
    expect((await me.auth.register({ name: `通知甲${suffix}`, password: 'secret123' })).error).toBeNull();
    const uid = me.session.getState().account.uid;

    const settings = await me.api.center.getNotificationSettings();
    expect(settings.data?.items.find((i) => i.kind === 'like')).toEqual({
      kind: 'like',
      mode: 'inbox',
      defaultMode: 'inbox',
    });
    const changed = await me.api.center.updateNotificationSetting({ kind: 'like', mode: 'off' });
    expect(changed.data?.items.find((i) => i.kind === 'like')?.mode).toBe('off');
    const refused = await me.api.center.updateNotificationSetting({ kind: 'like', mode: 'loud' as 'off' });
    expect(refused.error?.message).toMatch(/^参数错误/);

    const fan = newPortal();
    await fan.start();
    expect((await fan.auth.register({ name: `通知乙${suffix}`, password: 'secret123' })).error).toBeNull();
    expect((await fan.api.square.followUser(uid)).error).toBeNull();

    let follows = 0;
    for (let i = 0; i < 100 && follows === 0; i += 1) {
      await new Promise((r) => setTimeout(r, 100));
      const page = await me.api.center.listMessages({ uid, tab: 'follow' });
      follows = page.data?.records.length ?? 0;
    }
    expect(follows).toBe(1);
    const page = await me.api.center.listMessages({ uid, tab: 'follow' });
    expect(page.data?.records[0]).toMatchObject({
      kind: 'follow',
      tab: 'follow',
      url: '/profile',
      read: false,
    });

    await me.refreshUnread();
    expect(me.inbox.getState().unread.follow).toBe(1);
    expect(me.inbox.getState().unread.all).toBeGreaterThan(1);
    await me.markAllRead('follow');
    expect(me.inbox.getState().unread.follow).toBe(0);
    await me.markAllRead();
    expect(me.inbox.getState().unread.all).toBe(0);
  });
});
