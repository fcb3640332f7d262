// Notifications through the job queue (the in-process runner on SQLite, pg-boss on PostgreSQL): the
// sources publish, every recipient gets one inbox row per event, likes are grouped, blocks and settings hold.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverBatch } from '../src/modules/notifications/deliver.ts';
import { adminCall, operatorSession } from './helpers/admin.ts';
import {
  apiCall,
  dbKinds,
  expectContract,
  portalPost,
  registerUser,
  type Session,
  startTestApp,
  type TestApp,
} from './helpers/index.ts';
import { insertGames } from './wallet-fixtures.ts';

type Msg = { id: number; title: string; kind: string; tab: string; url: string | null; read: boolean };
type Tabs = { all: number; reply: number; like: number; follow: number; update: number; system: number };
type Page = { records: Msg[]; total: number; unreadCount: number; unreadByTab: Tabs };
type Pushed = { uid: string; title: string; body: string; url: string; tag: string };

async function waitFor<T>(what: string, read: () => Promise<T>, done: (v: T) => boolean): Promise<T> {
  const until = Date.now() + 20_000;
  for (;;) {
    const v = await read();
    if (done(v)) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.each(dbKinds)('notifications (%s)', (db) => {
  let t: TestApp;
  let tagId: number;
  const pushed: Pushed[] = [];
  let admin: { token: string };

  const inbox = async (s: Session, tab = 'all') => {
    const res = await portalPost<Page>(
      t.app,
      '/user/center/message/all',
      { uid: s.uid, tab, pageSize: 50 },
      s,
    );
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    expectContract(res.body, 'MessagePageAnswer');
    return res.body.data;
  };
  const waitInbox = (s: Session, tab: string, done: (p: Page) => boolean) =>
    waitFor(`inbox ${tab}`, () => inbox(s, tab), done);
  const post = async (s: Session, content = '今天打通了第三关') => {
    const res = await apiCall<{ id: number }>(t.app, 'POST', '/v1/square/post', {
      session: s,
      body: { content, tagId },
    });
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    return res.body.data.id;
  };

  beforeAll(async () => {
    t = await startTestApp({
      db,
      push: async (uids, m) => {
        for (const uid of uids) pushed.push({ uid, ...m });
      },
    });
    const tags = await t.app.db
      .insertInto('square_tags')
      .values({ tag: '闲聊', sort: 0 })
      .returning('id')
      .execute();
    tagId = tags[0]!.id;
    admin = await operatorSession(t.app, 'admin');
  }, 120_000);
  afterAll(() => t?.close());

  it('groups the likes of one post into one row that names the latest liker and the count', async () => {
    const author = await registerUser(t.app);
    const postId = await post(author);
    const likers = [];
    for (let i = 0; i < 5; i += 1) likers.push(await registerUser(t.app));
    for (const l of likers) {
      const res = await apiCall(t.app, 'POST', `/v1/square/post/${postId}/like`, { session: l });
      expect(res.body.code).toBe(0);
    }
    const page = await waitInbox(author, 'like', (p) => p.records[0]?.title.includes('5人') ?? false);
    expect(page.records).toHaveLength(1);
    expect(page.records[0]).toMatchObject({
      title: `${likers[4]!.name}等5人赞了你的帖子`,
      kind: 'like',
      tab: 'like',
      url: `/post/${postId}`,
      read: false,
    });
    expect(page.unreadByTab.like).toBe(1);
    // Unlike and like again: still five people, still one row.
    await apiCall(t.app, 'DELETE', `/v1/square/post/${postId}/like`, { session: likers[0] });
    await apiCall(t.app, 'POST', `/v1/square/post/${postId}/like`, { session: likers[0] });
    await new Promise((r) => setTimeout(r, 1500));
    const again = await inbox(author, 'like');
    expect(again.records).toHaveLength(1);
    expect(again.records[0]!.title).toContain('等5人');
    // A like made earlier whose job runs last (two workers, a retry) counts, and the row still names the latest liker.
    const late = await registerUser(t.app);
    const added = await deliverBatch(
      { db: t.app.db },
      {
        type: 'like',
        id: `like:post:${postId}:${late.uid}`,
        actorUid: late.uid,
        toUid: author.uid,
        target: 'post',
        targetId: postId,
        postId,
        at: '2020-01-01T00:00:00.000Z',
      },
      [author.uid],
    );
    expect(added).toBe(1);
    expect((await inbox(author, 'like')).records[0]!.title).toBe(`${likers[4]!.name}等6人赞了你的帖子`);
    // Likes stay in the inbox by default: no push.
    expect(pushed.filter((p) => p.uid === author.uid)).toEqual([]);
  });

  it('notifies a reply, pushes it (reply defaults to push), and never notifies a blocked actor', async () => {
    const author = await registerUser(t.app);
    const fan = await registerUser(t.app);
    const troll = await registerUser(t.app);
    const postId = await post(author);
    const c = await apiCall<{ id: number }>(t.app, 'POST', `/v1/square/post/${postId}/comment`, {
      session: fan,
      body: { content: '写得好' },
    });
    expect(c.body.code).toBe(0);
    const page = await waitInbox(author, 'reply', (p) => p.records.length === 1);
    expect(page.records[0]).toMatchObject({ title: `${fan.name}评论了你的帖子`, url: `/post/${postId}` });
    await waitFor(
      'push',
      async () => pushed.filter((p) => p.uid === author.uid),
      (l) => l.length === 1,
    );
    expect(pushed.find((p) => p.uid === author.uid)).toMatchObject({
      url: `/post/${postId}`,
      body: '写得好',
    });

    // The author blocks the troll, then the troll follows... the follow is refused; a like still goes
    // through the square, and must not reach the author's inbox.
    expect((await apiCall(t.app, 'POST', `/v1/user/block/${troll.uid}`, { session: author })).body.code).toBe(
      0,
    );
    expect(
      (await apiCall(t.app, 'POST', `/v1/square/post/${postId}/like`, { session: troll })).body.code,
    ).toBe(0);
    expect((await apiCall(t.app, 'POST', `/v1/user/follow/${fan.uid}`, { session: author })).body.code).toBe(
      0,
    );
    await waitInbox(fan, 'follow', (p) => p.records.length === 1);
    await new Promise((r) => setTimeout(r, 1000));
    expect((await inbox(author, 'like')).records).toEqual([]);
  });

  it('fans a new chapter out to every subscriber once, even when its job runs twice; off means none', async () => {
    const book = await adminCall<{ id: number }>(t.app, 'POST', '/v1/admin/books', admin.token, {
      body: {
        title: '通知漫画',
        author: '作者',
        cover: '/files/b.png',
        intro: '简介',
        status: 'ongoing',
        tags: [],
      },
    });
    expect(book.body.code, JSON.stringify(book.body)).toBe(0);
    const readers: Session[] = [];
    for (let i = 0; i < 4; i += 1) {
      const r = await registerUser(t.app);
      expect(
        (await portalPost(t.app, '/user/book/subscribe', { bookId: book.body.data.id }, r)).body.code,
      ).toBe(0);
      readers.push(r);
    }
    const quiet = readers[3]!;
    const off = await portalPost(
      t.app,
      '/user/notification/settings/update',
      { kind: 'chapter', mode: 'off' },
      quiet,
    );
    expect(off.body.code).toBe(0);
    expectContract(off.body, 'NotificationSettingsAnswer');
    const ch = await adminCall<{ id: number }>(
      t.app,
      'POST',
      `/v1/admin/books/${book.body.data.id}/chapters`,
      admin.token,
      {
        body: { title: '第1话 出山' },
      },
    );
    expect(ch.body.code, JSON.stringify(ch.body)).toBe(0);
    for (const r of readers.slice(0, 3)) {
      const p = await waitInbox(r, 'update', (x) => x.records.length === 1);
      expect(p.records[0]).toMatchObject({
        title: '《通知漫画》更新了',
        kind: 'chapter',
        url: `/readbook/${book.body.data.id}/${ch.body.data.id}`,
      });
    }
    // The same event published again (a job run a second time) adds nothing.
    await t.app.notifications.publish({
      type: 'chapter',
      id: `chapter:${ch.body.data.id}`,
      bookId: book.body.data.id,
      chapterId: ch.body.data.id,
    });
    await new Promise((r) => setTimeout(r, 1500));
    for (const r of readers.slice(0, 3)) expect((await inbox(r, 'update')).records).toHaveLength(1);
    expect((await inbox(quiet, 'update')).records).toEqual([]);
    expect(pushed.filter((p) => p.tag === `chapter:${ch.body.data.id}`)).toHaveLength(3);
  });

  it('answers settings with defaults, unread counts per tab, and marks a tab or all read', async () => {
    const u = await registerUser(t.app);
    const settings = await portalPost<{ items: { kind: string; mode: string; defaultMode: string }[] }>(
      t.app,
      '/user/notification/settings',
      {},
      u,
    );
    expectContract(settings.body, 'NotificationSettingsAnswer');
    expect(settings.body.data.items.map((i) => `${i.kind}:${i.mode}`)).toEqual([
      'chapter:push',
      'reply:push',
      'like:inbox',
      'follow:inbox',
      'game_released:push',
      'order:push',
      'system:inbox',
    ]);
    const bad = await portalPost(
      t.app,
      '/user/notification/settings/update',
      { kind: 'chapter', mode: 'loud' },
      u,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/^参数错误/);

    const follower = await registerUser(t.app);
    await apiCall(t.app, 'POST', `/v1/user/follow/${u.uid}`, { session: follower });
    const page = await waitInbox(u, 'all', (p) => p.unreadByTab.follow === 1);
    // The welcome messages are system ones.
    expect(page.unreadByTab.system).toBeGreaterThan(0);
    expect(page.unreadByTab.all).toBe(page.unreadByTab.system + 1);
    const summary = await portalPost<{ unreadByTab: Record<string, number> }>(
      t.app,
      '/user/center/message/readAll',
      { tab: 'follow' },
      u,
    );
    expectContract(summary.body, 'MessageSummaryAnswer');
    expect(summary.body.data.unreadByTab.follow).toBe(0);
    expect(summary.body.data.unreadByTab.system).toBe(page.unreadByTab.system);
    const all = await portalPost<{ unreadCount: number }>(t.app, '/user/center/message/readAll', {}, u);
    expect(all.body.data.unreadCount).toBe(0);
  });

  it('counts and sends a broadcast to members and to a game’s owners, in the audit log', async () => {
    const member = await registerUser(t.app);
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    await t.app.db
      .updateTable('users')
      .set({ vip_expire_at: new Date(Date.now() + 86_400_000).toISOString() })
      .where('uid', '=', member.uid)
      .execute();
    const [gameId] = await insertGames(t.app, { firstId: 7001, count: 1, price: 10 });
    await t.app.db
      .insertInto('game_purchases')
      .values({ uid: owner.uid, game_id: gameId!, price: 0, created_at: new Date().toISOString() })
      .execute();

    const input = { audience: 'members', title: '会员福利', content: '本周会员双倍X钻', url: '/recharge' };
    const preview = await adminCall<{ recipients: number }>(
      t.app,
      'POST',
      '/v1/admin/broadcast/preview',
      admin.token,
      {
        body: input,
      },
    );
    expectContract(preview.body, 'AdminBroadcastPreviewAnswer');
    expect(preview.body.data.recipients).toBe(1);
    const owners = await adminCall<{ recipients: number }>(
      t.app,
      'POST',
      '/v1/admin/broadcast/preview',
      admin.token,
      {
        body: { ...input, audience: 'game_owners', gameId },
      },
    );
    expect(owners.body.data.recipients).toBe(1);
    const missing = await adminCall(t.app, 'POST', '/v1/admin/broadcast/preview', admin.token, {
      body: { ...input, audience: 'game_owners' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toContain('gameId');

    const sent = await adminCall<{ recipients: number }>(
      t.app,
      'POST',
      '/v1/admin/broadcast/send',
      admin.token,
      {
        body: input,
      },
    );
    expect(sent.body).toMatchObject({ code: 0, msg: '已发送', data: { recipients: 1 } });
    const got = await waitInbox(member, 'system', (p) => p.records.some((m) => m.title === '会员福利'));
    expect(got.records.find((m) => m.title === '会员福利')).toMatchObject({
      kind: 'system',
      url: '/recharge',
    });
    await new Promise((r) => setTimeout(r, 1000));
    expect((await inbox(other, 'system')).records.some((m) => m.title === '会员福利')).toBe(false);
    const audit = await t.app.db
      .selectFrom('admin_audit')
      .selectAll()
      .where('action', '=', 'adminSendBroadcast')
      .executeTakeFirst();
    expect(audit).toMatchObject({ target_type: 'broadcast' });
    expect(JSON.parse(audit!.after_json!)).toMatchObject({ recipients: 1, audience: { type: 'members' } });
  });
});
