import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../src/http/paging.ts';
import { seedComics } from '../src/modules/comics/seed.ts';
import { publishAnnouncement } from '../src/modules/content/notices.ts';
import { seedContent } from '../src/modules/content/seed.ts';
import { seedGames } from '../src/modules/games/seed.ts';
import { ACTIVITIES, FAQS, WELCOME_MESSAGES } from '../src/seed/catalog/content.ts';
import {
  apiCall,
  dbKinds,
  expectContract,
  portalPost,
  registerUser,
  type Session,
  seedArtFor,
  startTestApp,
  type TestApp,
} from './helpers/index.ts';

type Message = { id: number; title: string; content: string; read: boolean; createTime: string };
type Activity = {
  id: number;
  title: string;
  status: 'upcoming' | 'ongoing' | 'ended';
  startTime: string;
  endTime: string;
  content: string;
};

const DEAD: Session = { uid: '10000001', token: 'x'.repeat(43) };

describe.each(dbKinds)('content (%s)', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ db });
    const ctx = { files: t.app.files, art: await seedArtFor(t.app) };
    await seedGames(t.app.db, ctx);
    await seedComics(t.app.db, ctx);
    await seedContent(t.app.db, ctx);
  });
  afterAll(() => t.close());

  it('answers the latest popup announcement with its HTML', async () => {
    const res = await portalPost<{ id: number; title: string; createTime: string; content: string }>(
      t.app,
      '/web/announcement',
      { posType: 1 },
    );
    expectContract(res.body, 'AnnouncementAnswer');
    expect(res.body.code).toBe(0);
    expect(res.body.data.title).toBe('平台2.16.0版本更新公告');
    expect(res.body.data.content).toContain('<strong>2.16.0</strong>');
    expect(Number.isNaN(Date.parse(res.body.data.createTime))).toBe(false);
    const bad = await portalPost(t.app, '/web/announcement', { posType: 7 });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('参数错误：posType 不符合要求');
    const missing = await portalPost(t.app, '/web/announcement', {});
    expect(missing.body.msg).toBe('参数错误：缺少 posType');
  });

  it('stores announcement HTML sanitized, so no script ever reaches a reader', async () => {
    await publishAnnouncement(t.app.db, {
      posType: 1,
      title: '测试公告',
      content:
        '<p onclick="steal()">你好<script>alert(1)</script><a href="javascript:alert(1)">链接</a><img src=x onerror=alert(1)></p>',
      createdAt: new Date(Date.now() + 1000).toISOString(),
    });
    const res = await portalPost<{ title: string; content: string }>(t.app, '/web/announcement', {
      posType: 1,
    });
    expect(res.body.data.title).toBe('测试公告');
    expect(res.body.data.content).toBe(
      '<p>你好<a target="_blank" rel="noopener noreferrer">链接</a><img src="x" /></p>',
    );
  });

  it('greets a new user with welcome messages and tracks read state and the unread count', async () => {
    const s = await registerUser(t.app);
    const summary = await portalPost<{ unreadCount: number; latest: Message | null }>(
      t.app,
      '/user/message',
      {},
      s,
    );
    expectContract(summary.body, 'MessageSummaryAnswer');
    expect(summary.body.data.unreadCount).toBe(WELCOME_MESSAGES.length);
    expect(summary.body.data.latest?.read).toBe(false);

    const all = await portalPost<Page<Message> & { unreadCount: number }>(
      t.app,
      '/user/center/message/all',
      { uid: s.uid, pageSize: 1 },
      s,
    );
    expectContract(all.body, 'MessagePageAnswer');
    expect(all.body.data.total).toBe(WELCOME_MESSAGES.length);
    expect(all.body.data.records).toHaveLength(1);
    const newest = all.body.data.records[0] as Message;

    const opened = await portalPost<Message>(t.app, '/user/center/message/detail', { id: newest.id }, s);
    expectContract(opened.body, 'MessageAnswer');
    expect(opened.body.data).toMatchObject({ id: newest.id, read: true });
    const again = await portalPost<{ unreadCount: number }>(t.app, '/user/message', {}, s);
    expect(again.body.data.unreadCount).toBe(WELCOME_MESSAGES.length - 1);
    const page = await portalPost<Page<Message>>(t.app, '/user/center/message/all', { uid: s.uid }, s);
    expect(page.body.data.records.find((m) => m.id === newest.id)?.read).toBe(true);
    expect(page.body.data.records.filter((m) => !m.read)).toHaveLength(WELCOME_MESSAGES.length - 1);
  });

  it("never shows one user another user's messages", async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const mine = await portalPost<Page<Message>>(t.app, '/user/center/message/all', { uid: a.uid }, a);
    const id = mine.body.data.records[0]?.id;
    const other = await portalPost(t.app, '/user/center/message/detail', { id }, b);
    expect(other.status).toBe(404);
    expect(other.body.msg).toBe('消息不存在');
    const spoof = await portalPost(t.app, '/user/center/message/all', { uid: a.uid }, b);
    expect(spoof.status).toBe(403);
    expect(spoof.body.msg).toBe('拒绝访问');
  });

  it('guards the inbox calls: 401 for a guest, code 2 for a dead token, 400 for bad input', async () => {
    const s = await registerUser(t.app);
    for (const [path, body] of [
      ['/user/message', {}],
      ['/user/center/message/all', { uid: '1' }],
      ['/user/center/message/detail', { id: 1 }],
    ] as const) {
      const guest = await portalPost(t.app, path, body);
      expect(guest.status).toBe(401);
      expect(guest.body.msg).toBe('未授权，请登录');
      const dead = await portalPost(t.app, path, body, DEAD);
      expect(dead.body).toMatchObject({ code: 2, msg: '登录已失效，请重新登录' });
    }
    const noUid = await portalPost(t.app, '/user/center/message/all', {}, s);
    expect(noUid.status).toBe(400);
    expect(noUid.body.msg).toBe('参数错误：缺少 uid');
    const badId = await portalPost(t.app, '/user/center/message/detail', { id: 'abc' }, s);
    expect(badId.status).toBe(400);
    expect(badId.body.msg).toBe('参数错误：id 类型应为 整数');
  });

  it('answers code 2 once the session was revoked by logout', async () => {
    const s = await registerUser(t.app);
    expect((await portalPost(t.app, '/user/message', {}, s)).body.code).toBe(0);
    await portalPost(t.app, '/user/logout', {}, s);
    const after = await portalPost(t.app, '/user/message', {}, s);
    expect(after.body).toMatchObject({ code: 2, msg: '登录已失效，请重新登录' });
    const history = await portalPost(t.app, '/user/book/subscriptions', {}, s);
    expect(history.body.code).toBe(2);
  });

  it('answers customer service, business contact and the FAQ', async () => {
    const kefu = await portalPost<{ link: string; workTime: string }>(t.app, '/user/kefu');
    expectContract(kefu.body, 'KefuAnswer');
    expect(kefu.body.data.link).toMatch(/^https:\/\//);
    expect(kefu.body.data.workTime).toBeTruthy();
    const biz = await portalPost<{ email: string; intro: string }>(t.app, '/web/business/info');
    expectContract(biz.body, 'BusinessAnswer');
    expect(biz.body.data.email).toContain('@');
    expect(biz.body.data.intro).toContain('合作');
    const faq = await portalPost<{ id: number; question: string; answer: string }[]>(t.app, '/web/faq/list');
    expectContract(faq.body, 'FaqListAnswer');
    expect(faq.body.data.map((f) => f.question)).toEqual(FAQS.map((f) => f.question));
  });

  it('lists activities ongoing first, then upcoming, then ended, with windows', async () => {
    const res = await portalPost<Activity[]>(t.app, '/web/activity/list');
    expectContract(res.body, 'ActivityListAnswer');
    const list = res.body.data;
    expect(list).toHaveLength(ACTIVITIES.length);
    const order = list.map((a) => a.status);
    expect(order).toEqual(['ongoing', 'ongoing', 'upcoming', 'ended', 'ended']);
    const now = new Date().toISOString();
    for (const a of list) {
      if (a.status === 'ongoing') expect(a.startTime <= now && now < a.endTime).toBe(true);
      if (a.status === 'upcoming') expect(a.startTime > now).toBe(true);
      if (a.status === 'ended') expect(a.endTime <= now).toBe(true);
    }
    // Ended ones: the most recently ended first.
    expect(list[3]?.title).toBe('国庆充值返利');
    const ended = await portalPost<Activity[]>(t.app, '/web/activity/list', { status: 'ended' });
    expect(ended.body.data.map((a) => a.status)).toEqual(['ended', 'ended']);
    const bad = await portalPost(t.app, '/web/activity/list', { status: 'soon' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('参数错误：status 取值无效');
  });

  it('answers one activity with its HTML, 404 for an unknown one', async () => {
    const res = await portalPost<Activity>(t.app, '/web/activity/detail', { id: 1 });
    expectContract(res.body, 'ActivityAnswer');
    expect(res.body.data).toMatchObject({ id: 1, title: '新人七日礼', status: 'ongoing' });
    expect(res.body.data.content).toContain('<strong>');
    const missing = await portalPost(t.app, '/web/activity/detail', { id: 999 });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('活动不存在');
    const bad = await portalPost(t.app, '/web/activity/detail', {});
    expect(bad.body.msg).toBe('参数错误：缺少 id');
  });

  it('answers the home screen: banners, recommended games, books and the latest posts with my flags', async () => {
    const author = await registerUser(t.app);
    const reader = await registerUser(t.app);
    const [tag] = await t.app.db
      .insertInto('square_tags')
      .values({ tag: '首页', sort: 0 })
      .returning('id')
      .execute();
    const post = await apiCall<{ id: number }>(t.app, 'POST', '/v1/square/post', {
      session: author,
      body: { content: '首页能看到我吗', tagId: tag?.id, images: [] },
    });
    expect(post.body.code).toBe(0);
    await apiCall(t.app, 'POST', `/v1/square/post/${post.body.data.id}/like`, { session: reader });
    type Home = {
      banners: { image: string; title: string; link: string }[];
      games: { id: number; bought: boolean }[];
      books: { id: number; subscribed: boolean }[];
      posts: { id: number; content: string; liked: boolean; mine: boolean }[];
    };
    const res = await portalPost<Home>(t.app, '/web/home', {}, reader);
    expectContract(res.body, 'HomeAnswer');
    const home = res.body.data;
    expect(home.banners).toHaveLength(4);
    expect(home.banners[0]).toMatchObject({ title: '新人七日礼', link: '/checkin' });
    const banner = await t.app.inject({ method: 'GET', url: home.banners[0]?.image ?? '' });
    expect(banner.statusCode).toBe(200);
    expect(home.games.length).toBeGreaterThan(0);
    expect(home.books).toHaveLength(6);
    expect(home.posts[0]).toMatchObject({
      id: post.body.data.id,
      content: '首页能看到我吗',
      liked: true,
      mine: false,
    });
    const mine = await portalPost<Home>(t.app, '/web/home', {}, author);
    expect(mine.body.data.posts[0]).toMatchObject({ liked: false, mine: true });
    const guest = await portalPost<Home>(t.app, '/web/home');
    expectContract(guest.body, 'HomeAnswer');
    expect(guest.body.data.posts[0]).toMatchObject({ liked: false, mine: false });
  });

  it('keeps messages and their read state across a restart', async () => {
    const s = await registerUser(t.app);
    const list = await portalPost<Page<Message>>(t.app, '/user/center/message/all', { uid: s.uid }, s);
    await portalPost(t.app, '/user/center/message/detail', { id: list.body.data.records[0]?.id }, s);
    await t.restart();
    const after = await portalPost<{ unreadCount: number }>(t.app, '/user/message', {}, s);
    expect(after.body.data.unreadCount).toBe(WELCOME_MESSAGES.length - 1);
  });
});
