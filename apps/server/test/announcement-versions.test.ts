import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishAnnouncement } from '../src/modules/content/notices.ts';
import {
  dbKinds,
  expectContract,
  portalPost,
  registerUser,
  startTestApp,
  type TestApp,
} from './helpers/index.ts';

type Notice = { id: number; title: string; content: string; version: string; dismissed?: boolean };

describe.each(dbKinds)('announcement versions and 今日不再显示 per account (%s)', (db) => {
  let t: TestApp;
  let id: number;
  beforeAll(async () => {
    t = await startTestApp({ db });
    id = await publishAnnouncement(t.app.db, {
      posType: 1,
      title: '版本公告',
      content: '<p>第一版</p>',
      createdAt: new Date(Date.now() + 60_000).toISOString(),
    });
  });
  afterAll(() => t.close());

  const latest = async (session?: Awaited<ReturnType<typeof registerUser>>) =>
    (await portalPost<Notice>(t.app, '/web/announcement', { posType: 1 }, session)).body;

  it('carries a version that changes with the content; a tick holds on any device until it changes', async () => {
    const guest = await latest();
    expectContract(guest, 'AnnouncementAnswer');
    expect(guest.data).toMatchObject({ id, version: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/) });
    expect(guest.data.dismissed).toBeUndefined();
    const s = await registerUser(t.app);
    expect((await latest(s)).data.dismissed).toBe(false);

    const tick = await portalPost(
      t.app,
      '/user/announcement/dismiss',
      { id, version: guest.data.version },
      s,
    );
    expect(tick.body).toMatchObject({ code: 0 });
    expect((await latest(s)).data).toMatchObject({ version: guest.data.version, dismissed: true });
    const login = await portalPost<{ uid: string; token: string }>(t.app, '/user/login', {
      name: s.name,
      password: s.password,
    });
    expect((await latest({ ...s, ...login.body.data })).data.dismissed).toBe(true);
    expect((await latest(await registerUser(t.app))).data.dismissed).toBe(false);

    await t.app.db
      .updateTable('announcements')
      .set({ content: '<p>第二版</p>' })
      .where('id', '=', id)
      .execute();
    const edited = await latest(s);
    expect(edited.data.version).not.toBe(guest.data.version);
    expect(edited.data.dismissed).toBe(false);
    const stale = await portalPost(
      t.app,
      '/user/announcement/dismiss',
      { id, version: guest.data.version },
      s,
    );
    expect(stale.body).toMatchObject({ code: 1011, msg: '公告已更新', data: null });
  });

  it('a tick from an earlier day no longer holds; unknown ids are 404; guests 401', async () => {
    const s = await registerUser(t.app);
    const { version } = (await latest()).data;
    await portalPost(t.app, '/user/announcement/dismiss', { id, version }, s);
    await t.app.db
      .updateTable('announcement_dismissals')
      .set({ dismissed_at: new Date(Date.now() - 2 * 86_400_000).toISOString() })
      .where('uid', '=', s.uid)
      .execute();
    expect((await latest(s)).data.dismissed).toBe(false);
    expect((await portalPost(t.app, '/user/announcement/dismiss', { id: 999999, version }, s)).status).toBe(
      404,
    );
    expect((await portalPost(t.app, '/user/announcement/dismiss', { id, version })).status).toBe(401);
    expect((await portalPost(t.app, '/user/announcement/dismiss', { id, version: 'a b' }, s)).status).toBe(
      400,
    );
  });
});
