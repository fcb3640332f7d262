import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessCode } from '../src/http/answer.ts';
import type { Page } from '../src/http/paging.ts';
import {
  listPendingTargets,
  REPORT_HIDE_THRESHOLD,
  reportsOf,
  resolveTarget,
} from '../src/modules/reports/queue.ts';
import {
  apiCall,
  dbKinds,
  expectContract,
  registerUser,
  type Session,
  startTestApp,
  type TestApp,
} from './helpers/index.ts';

interface Post {
  id: number;
  uid: string;
}
interface Comment {
  id: number;
  uid: string;
  replies: Comment[];
}

describe.each(dbKinds)('report and block (%s)', (db) => {
  let t: TestApp;
  let tagId: number;
  let author: Session;
  let me: Session;

  beforeAll(async () => {
    t = await startTestApp({ db });
    tagId = (
      await t.app.db
        .insertInto('square_tags')
        .values({ tag: '闲聊', sort: 0 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    author = await registerUser(t.app);
    me = await registerUser(t.app);
  });
  afterAll(() => t?.close());

  const publish = async (s: Session, content: string) =>
    (await apiCall<Post>(t.app, 'POST', '/v1/square/post', { session: s, body: { content, tagId } })).body
      .data;
  const comment = async (s: Session, postId: number, content: string, replyCommentId?: number) =>
    apiCall<Comment>(t.app, 'POST', `/v1/square/post/${postId}/comment`, {
      session: s,
      body: { content, replyCommentId: replyCommentId ?? null },
    });
  const list = async (s: Session | null, query: Record<string, string | number> = {}) =>
    (
      await apiCall<Page<Post>>(t.app, 'GET', '/v1/square/post/list', {
        session: s,
        query: { pageSize: 100, sort: 2, ...query },
      })
    ).body.data;
  const report = (s: Session, targetType: string, targetId: string, reason = '垃圾广告', detail?: string) =>
    apiCall(t.app, 'POST', '/v1/square/report', {
      session: s,
      body: { targetType, targetId, reason, ...(detail ? { detail } : {}) },
    });
  const comments = async (s: Session | null, postId: number) =>
    (
      await apiCall<Page<Comment>>(t.app, 'GET', `/v1/square/post/${postId}/comment/list`, {
        session: s,
        query: { sort: 2 },
      })
    ).body.data;

  it('takes one report per reporter and target, with a fixed reason', async () => {
    const post = await publish(author, '一条普通的帖子');
    const first = await report(me, 'post', String(post.id), '垃圾广告', '反复发链接');
    expect(first.body).toEqual({ code: 0, msg: '举报成功', data: null });
    expectContract(first.body, 'OkAnswer');
    const again = await report(me, 'post', String(post.id), '其他');
    expect(again.body).toMatchObject({
      code: BusinessCode.AlreadyReported,
      msg: '你已举报过该内容，我们会尽快处理',
    });
    expect((await report(me, 'post', String(post.id), '随便写的')).status).toBe(400);
    expect((await report(author, 'post', String(post.id))).body.msg).toBe('参数错误：不能举报自己');
    expect((await report(me, 'post', '999999')).status).toBe(404);
    expect((await report(me, 'post', '99999999999999')).status).toBe(404);
    expect((await report(me, 'user', author.uid, '辱骂攻击')).body.code).toBe(0);
    expect(
      (
        await apiCall(t.app, 'POST', '/v1/square/report', {
          body: { targetType: 'post', targetId: '1', reason: '其他' },
        })
      ).status,
    ).toBe(401);
    const reports = await reportsOf(t.app.db, 'post', String(post.id));
    expect(reports).toMatchObject([
      { reporterUid: me.uid, reason: '垃圾广告', detail: '反复发链接', status: 'pending' },
    ]);
  });

  it(`hides a post once ${REPORT_HIDE_THRESHOLD} users reported it, from all but its author, until reviewed`, async () => {
    const post = await publish(author, '会被多人举报的帖子');
    const reporters = await Promise.all(
      Array.from({ length: REPORT_HIDE_THRESHOLD }, () => registerUser(t.app)),
    );
    // Concurrent reports: the fifth distinct reporter hides it, exactly once.
    await Promise.all(
      reporters.slice(0, REPORT_HIDE_THRESHOLD - 1).map((r) => report(r, 'post', String(post.id))),
    );
    expect((await list(null)).records.map((p) => p.id)).toContain(post.id);
    await report(reporters[REPORT_HIDE_THRESHOLD - 1]!, 'post', String(post.id), '色情低俗');
    expect((await list(null)).records.map((p) => p.id)).not.toContain(post.id);
    expect((await list(me)).records.map((p) => p.id)).not.toContain(post.id);
    const page = await apiCall(t.app, 'GET', `/v1/square/post/${post.id}`, { session: me });
    expect(page.body).toMatchObject({ code: BusinessCode.UnderReview, msg: '该内容因多人举报正在审核中' });
    // Its author still sees it, in their own list too.
    expect((await apiCall(t.app, 'GET', `/v1/square/post/${post.id}`, { session: author })).body.code).toBe(
      0,
    );
    const mine = await apiCall<Page<Post>>(t.app, 'GET', '/v1/square/post/me', { session: author });
    expect(mine.body.data.records.map((p) => p.id)).toContain(post.id);

    // The review queue shows it first; dismissing shows it again.
    const queue = await listPendingTargets(t.app.db, { currentPage: 1, pageSize: 10 });
    expect(queue.records[0]).toMatchObject({
      targetType: 'post',
      targetId: String(post.id),
      targetUid: author.uid,
      reporters: REPORT_HIDE_THRESHOLD,
      reasons: { 垃圾广告: REPORT_HIDE_THRESHOLD - 1, 色情低俗: 1 },
      hidden: true,
    });
    const done = await resolveTarget(t.app, {
      targetType: 'post',
      targetId: String(post.id),
      decision: 'dismissed',
      by: 'op1',
    });
    expect(done.resolved).toBe(REPORT_HIDE_THRESHOLD);
    expect((await list(me)).records.map((p) => p.id)).toContain(post.id);
    const after = await listPendingTargets(t.app.db, { currentPage: 1, pageSize: 10 });
    expect(after.records.map((r) => r.targetId)).not.toContain(String(post.id));

    // Upheld keeps it hidden for good.
    await resolveTarget(t.app, {
      targetType: 'post',
      targetId: String(post.id),
      decision: 'upheld',
      by: 'op1',
    });
    expect((await list(me)).records.map((p) => p.id)).not.toContain(post.id);
  });

  it('hides a comment after the threshold, except from its author', async () => {
    const post = await publish(author, '评论会被举报');
    const c = (await comment(author, post.id, '一条被举报的评论')).body.data;
    const reporters = await Promise.all(
      Array.from({ length: REPORT_HIDE_THRESHOLD }, () => registerUser(t.app)),
    );
    for (const r of reporters) await report(r, 'comment', String(c.id), '辱骂攻击');
    expect((await comments(me, post.id)).records.map((x) => x.id)).not.toContain(c.id);
    expect((await comments(me, post.id)).total).toBe(0);
    expect((await comments(author, post.id)).records.map((x) => x.id)).toContain(c.id);
  });

  it('block: their posts and comments vanish for me; they cannot reply to me or follow me; follows go', async () => {
    const other = await registerUser(t.app);
    const viewer = await registerUser(t.app);
    const theirs = await publish(other, '被拉黑者的帖子');
    const mine = await publish(viewer, '我的帖子');
    const myComment = (await comment(viewer, theirs.id, '我的评论')).body.data;
    await comment(other, mine.id, '他的评论');
    await apiCall(t.app, 'POST', `/v1/user/follow/${other.uid}`, { session: viewer });
    await apiCall(t.app, 'POST', `/v1/user/follow/${viewer.uid}`, { session: other });

    const blocked = await apiCall(t.app, 'POST', `/v1/user/block/${other.uid}`, { session: viewer });
    expect(blocked.body).toEqual({ code: 0, msg: '已拉黑', data: { blocked: true } });
    expectContract(blocked.body, 'BlockStateAnswer');
    expect((await apiCall(t.app, 'POST', `/v1/user/block/${other.uid}`, { session: viewer })).body.code).toBe(
      0,
    );

    const ids = (await list(viewer)).records.map((p) => p.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect((await list(viewer, { keyword: '被拉黑者' })).total).toBe(0);
    expect((await list(null)).records.map((p) => p.id)).toContain(theirs.id);
    expect(
      (await apiCall(t.app, 'GET', `/v1/square/post/${theirs.id}`, { session: viewer })).body,
    ).toMatchObject({
      code: BusinessCode.UserBlocked,
      msg: '你已将该用户拉黑，请先移出黑名单',
    });
    expect((await comments(viewer, mine.id)).records).toEqual([]);
    expect((await comments(author, mine.id)).records).toHaveLength(1);

    // They cannot comment on my post, reply to my comment or follow me.
    expect((await comment(other, mine.id, '再来一条')).body).toMatchObject({
      code: BusinessCode.BlockedByUser,
      msg: '对方已将你拉黑，无法评论',
    });
    expect((await comment(other, theirs.id, '回复你', myComment.id)).body).toMatchObject({
      code: BusinessCode.BlockedByUser,
      msg: '对方已将你拉黑，无法回复',
    });
    const follow = await apiCall(t.app, 'POST', `/v1/user/follow/${viewer.uid}`, { session: other });
    expect(follow.body).toMatchObject({ code: BusinessCode.BlockedByUser, msg: '对方已将你拉黑，无法关注' });
    expect(
      (await apiCall(t.app, 'POST', `/v1/user/follow/${other.uid}`, { session: viewer })).body.code,
    ).toBe(BusinessCode.UserBlocked);
    const follows = await t.app.db
      .selectFrom('user_follows')
      .selectAll()
      .where((eb) => eb.or([eb('uid', '=', viewer.uid), eb('uid', '=', other.uid)]))
      .execute();
    expect(follows).toEqual([]);

    const page = await apiCall<Page<{ user: { uid: string; name: string }; blockTime: string }>>(
      t.app,
      'GET',
      '/v1/user/blocks',
      { session: viewer },
    );
    expectContract(page.body, 'BlockedUserPageAnswer');
    expect(page.body.data.total).toBe(1);
    expect(page.body.data.records[0]!.user.uid).toBe(other.uid);

    // Unblocked: everything is back, except the follows.
    const undone = await apiCall(t.app, 'DELETE', `/v1/user/block/${other.uid}`, { session: viewer });
    expect(undone.body).toEqual({ code: 0, msg: '已移出黑名单', data: { blocked: false } });
    expect((await list(viewer)).records.map((p) => p.id)).toContain(theirs.id);
    expect((await comment(other, mine.id, '又能评论了')).body.code).toBe(0);
    expect(
      (await apiCall<Page<unknown>>(t.app, 'GET', '/v1/user/blocks', { session: viewer })).body.data.total,
    ).toBe(0);
  });

  it('refuses blocking oneself, an unknown user and a guest', async () => {
    expect((await apiCall(t.app, 'POST', `/v1/user/block/${me.uid}`, { session: me })).body.msg).toBe(
      '参数错误：不能拉黑自己',
    );
    expect((await apiCall(t.app, 'POST', '/v1/user/block/99999999', { session: me })).status).toBe(404);
    expect((await apiCall(t.app, 'POST', `/v1/user/block/${author.uid}`)).status).toBe(401);
    expect((await apiCall(t.app, 'GET', '/v1/user/blocks')).status).toBe(401);
  });
});
