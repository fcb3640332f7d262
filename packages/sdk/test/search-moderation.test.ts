import { type PortalServer, startPortalServer } from '@portal/test-support/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessCode, createPortal, silentLogger } from '../src/index.js';
import { checkReport, createModeration, REPORT_REASONS } from '../src/moderation/index.js';
import {
  createSearchHistory,
  normalizeKeyword,
  pushRecent,
  SEARCH_HISTORY_KEY,
} from '../src/search/index.js';
import { memoryStorage } from '../src/storage/memory.js';

describe('search history, trending, reports and blocks on the wire', () => {
  let server: PortalServer;
  let n = 0;
  const newPortal = (storage = memoryStorage()) =>
    createPortal({
      baseUrl: server.baseUrl,
      portalBaseUrl: `${server.baseUrl}/portal`,
      squareBaseUrl: `${server.baseUrl}/api`,
      storage,
      logger: silentLogger,
      platform: { locationSearch: () => '', userAgent: () => 'test', saveFile: () => undefined },
    });
  const signUp = async (portal = newPortal()) => {
    await portal.start();
    const name = `搜${process.pid % 1000}_${n++}`;
    expect((await portal.auth.register({ name, password: 'secret123' })).error).toBeNull();
    return portal;
  };

  beforeAll(async () => {
    server = await startPortalServer({ dataDirPrefix: 'portal-sdk-moderation-' });
  });
  afterAll(() => server?.stop());

  it('pure rules: keywords are trimmed and collapsed, the history dedupes and keeps 20', () => {
    expect(normalizeKeyword('  新手   入门 ')).toBe('新手 入门');
    expect(normalizeKeyword('  ')).toBe('');
    const many = Array.from({ length: 20 }, (_, i) => `k${i}`);
    expect(pushRecent(many, 'k5')).toEqual(['k5', ...many.filter((k) => k !== 'k5')]);
    expect(pushRecent(many, 'new')).toHaveLength(20);
    expect(pushRecent(many, 'new').at(-1)).toBe('k18');
    expect(checkReport(null)).toBe('请选择举报原因');
    expect(checkReport('其他', 'x'.repeat(201))).toBe('补充说明最多 200 字');
    expect(checkReport('垃圾广告')).toBeNull();
    expect(REPORT_REASONS).toContain('其他');
  });

  it('a guest keeps the history on the device; an account on the server, across devices', async () => {
    const storage = memoryStorage();
    const guest = newPortal(storage);
    await guest.start();
    const guestHistory = createSearchHistory(guest);
    await guestHistory.load();
    // The seed's demo searches make trending non-empty on a fresh server.
    expect(guestHistory.getState().trending[0]).toBe('攻略');
    await guestHistory.record(' 攻略 ');
    await guestHistory.record('抽卡');
    await guestHistory.record('攻略');
    expect(guestHistory.getState().recent).toEqual(['攻略', '抽卡']);
    expect(JSON.parse((await storage.getItem(SEARCH_HISTORY_KEY)) ?? '[]')).toEqual(['攻略', '抽卡']);
    await guestHistory.remove('抽卡');
    expect(guestHistory.getState().recent).toEqual(['攻略']);

    const phone = await signUp();
    const mine = createSearchHistory(phone);
    await mine.load();
    expect(mine.getState().recent).toEqual([]);
    await mine.record('周年庆');
    await mine.record('同人');
    // The same account on another device reads the same history from the server.
    const other = newPortal();
    await other.start();
    const account = phone.session.getState().account;
    expect((await other.auth.loginWithName({ name: account.name, password: 'secret123' })).error).toBeNull();
    const there = createSearchHistory(other);
    await there.load();
    expect(there.getState().recent).toEqual(['同人', '周年庆']);
    await there.clear();
    await mine.load();
    expect(mine.getState().recent).toEqual([]);
  });

  it('reports once with a reason; blocks hide the author from my feed until unblocked', async () => {
    const author = await signUp();
    const me = await signUp();
    const tagId = (await author.api.square.listTags()).data?.[0]?.id ?? 1;
    const post = (await author.api.square.createPost({ content: 'SDK 举报测试帖', tagId })).data;
    if (!post) throw new Error('no post');
    const moderation = createModeration(me);

    const unsent = await moderation.report({ type: 'post', id: post.id }, null);
    expect(unsent).toEqual({ data: null, error: null, problem: '请选择举报原因' });
    const first = await moderation.report({ type: 'post', id: post.id }, '垃圾广告', '广告链接');
    expect(first.error).toBeNull();
    const again = await moderation.report({ type: 'post', id: post.id }, '其他');
    expect(again.error?.code).toBe(BusinessCode.AlreadyReported);
    expect(again.error?.message).toBe('你已举报过该内容，我们会尽快处理');

    const ids = async () =>
      ((await me.api.square.listPosts({ pageSize: 50, sort: 2 })).data?.records ?? []).map((p) => p.id);
    expect(await ids()).toContain(post.id);
    const uid = author.session.getState().account.uid;
    expect((await moderation.block(uid)).data).toEqual({ blocked: true });
    expect(moderation.getState()).toEqual({ blocked: { [uid]: true }, version: 1 });
    expect(await ids()).not.toContain(post.id);
    const follow = await author.api.square.followUser(me.session.getState().account.uid);
    expect(follow.error?.code).toBe(BusinessCode.BlockedByUser);
    expect(follow.error?.message).toBe('对方已将你拉黑，无法关注');
    const list = await moderation.listBlocked();
    expect(list.data?.records.map((r) => r.user.uid)).toEqual([uid]);
    await moderation.unblock(uid);
    expect(moderation.getState().version).toBe(2);
    expect(await ids()).toContain(post.id);
  });
});
