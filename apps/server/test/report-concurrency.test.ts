import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hiddenState, REPORT_HIDE_THRESHOLD } from '../src/modules/reports/queue.ts';
import { apiCall, dbKinds, registerUser, type Session, startTestApp, type TestApp } from './helpers/index.ts';

// Reports arriving at the same moment: each one's transaction must count the others, or none of them
// sees the threshold and the post stays visible (PostgreSQL's READ COMMITTED counts only what committed).
describe.each(dbKinds)('concurrent reports (%s)', (db) => {
  let t: TestApp;
  let tagId: number;
  let author: Session;

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
  });
  afterAll(() => t?.close());

  const publish = async (content: string) =>
    (
      await apiCall<{ id: number }>(t.app, 'POST', '/v1/square/post', {
        session: author,
        body: { content, tagId },
      })
    ).body.data.id;
  const report = (s: Session, targetType: 'post' | 'comment', id: number) =>
    apiCall(t.app, 'POST', '/v1/square/report', {
      session: s,
      body: { targetType, targetId: String(id), reason: '垃圾广告' },
    });
  const users = async (n: number) => {
    const out: Session[] = [];
    for (let i = 0; i < n; i++) out.push(await registerUser(t.app));
    return out;
  };

  it('20 users reporting one post at once hide it', async () => {
    const reporters = await users(20);
    for (let round = 0; round < 3; round++) {
      const post = await publish(`同时被举报的帖子 ${round}`);
      const answers = await Promise.all(reporters.map((r) => report(r, 'post', post)));
      expect(answers.map((a) => a.body.code)).toEqual(reporters.map(() => 0));
      expect(await hiddenState(t.app.db, 'post', post)).toBe('reports');
      const seen = await apiCall(t.app, 'GET', `/v1/square/post/${post}`, { session: reporters[0]! });
      expect(seen.body.code).not.toBe(0);
    }
  });

  it(`exactly ${REPORT_HIDE_THRESHOLD} users at once hide a post, and a comment`, async () => {
    const reporters = await users(REPORT_HIDE_THRESHOLD);
    const post = await publish('正好到门槛的帖子');
    await Promise.all(reporters.map((r) => report(r, 'post', post)));
    expect(await hiddenState(t.app.db, 'post', post)).toBe('reports');

    const c = await apiCall<{ id: number }>(t.app, 'POST', `/v1/square/post/${post}/comment`, {
      session: author,
      body: { content: '同时被举报的评论', replyCommentId: null },
    });
    await Promise.all(reporters.map((r) => report(r, 'comment', c.body.data.id)));
    expect(await hiddenState(t.app.db, 'comment', c.body.data.id)).toBe('reports');
  });
});
