// The console's report review queue and gift codes on the real server, on both databases: a report
// over the threshold hides a post, the moderator's decision shows or removes it, roles are enforced,
// and each decision or code batch leaves its audit row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessCode } from '../src/http/answer.ts';
import type { Page } from '../src/http/paging.ts';
import { REPORT_HIDE_THRESHOLD } from '../src/modules/reports/queue.ts';
import { insertGiftPack } from './gift-fixtures.ts';
import { adminCall, operatorSession } from './helpers/admin.ts';
import {
  apiCall,
  dbKinds,
  portalPost,
  registerUser,
  type Session,
  startTestApp,
  type TestApp,
} from './helpers/index.ts';
import { insertGames } from './wallet-fixtures.ts';

type Target = {
  targetType: string;
  targetId: string;
  authorName: string;
  content: string | null;
  reporters: number;
  reasons: { reason: string; count: number }[];
  details: string[];
  hidden: boolean;
};
type Code = {
  code: string;
  kind: string;
  packId: number | null;
  maxUses: number;
  usedCount: number;
  expired: boolean;
};

describe.each(dbKinds)('console: reports and gift codes (%s)', (db) => {
  let t: TestApp;
  let tagId: number;
  let moderator: { token: string; id: number };
  let operator: { token: string; id: number };
  let author: Session;

  beforeAll(async () => {
    t = await startTestApp({ db });
    moderator = await operatorSession(t.app, 'moderator');
    operator = await operatorSession(t.app, 'operator');
    tagId = (
      await t.app.db
        .insertInto('square_tags')
        .values({ tag: '闲聊', sort: 0 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    author = await registerUser(t.app);
  }, 180_000);
  afterAll(() => t?.close());

  const publish = async (content: string) =>
    (
      await apiCall<{ id: number }>(t.app, 'POST', '/v1/square/post', {
        session: author,
        body: { content, tagId },
      })
    ).body.data.id;
  const squareIds = async () =>
    (
      await apiCall<Page<{ id: number }>>(t.app, 'GET', '/v1/square/post/list', {
        session: null,
        query: { pageSize: 100, sort: 2 },
      })
    ).body.data.records.map((p) => p.id);
  /** Enough distinct players report the post to hide it until reviewed. */
  async function reportedAway(postId: number) {
    for (let i = 0; i < REPORT_HIDE_THRESHOLD; i++) {
      const s = await registerUser(t.app);
      const res = await apiCall(t.app, 'POST', '/v1/square/report', {
        session: s,
        body: {
          targetType: 'post',
          targetId: String(postId),
          reason: '垃圾广告',
          ...(i === 0 ? { detail: '加微信' } : {}),
        },
      });
      expect(res.body.code).toBe(0);
    }
  }
  const queue = async (token = moderator.token) =>
    (await adminCall<Page<Target>>(t.app, 'GET', '/v1/admin/reports', token, { query: { pageSize: 100 } }))
      .body;
  const resolve = (postId: number | string, body: object, token = moderator.token, type = 'post') =>
    adminCall<{ resolved: number; hidden: boolean; removed: boolean }>(
      t.app,
      'POST',
      `/v1/admin/reports/${type}/${postId}/resolve`,
      token,
      { body },
    );
  const auditOf = async (action: string, targetId: string) =>
    (
      await t.app.db
        .selectFrom('admin_audit')
        .selectAll()
        .where('action', '=', action)
        .where('target_id', '=', targetId)
        .execute()
    ).map((r) => ({
      operator: r.operator_id,
      before: JSON.parse(r.before_json ?? 'null'),
      after: JSON.parse(r.after_json ?? 'null'),
      reason: r.reason,
    }));

  it('a post over the report threshold is hidden and queued with its reasons and content; 驳回 shows it again', async () => {
    const id = await publish('加微信领福利，全场一折');
    await reportedAway(id);
    expect(await squareIds()).not.toContain(id);
    const listed = await queue();
    expect(listed.code).toBe(0);
    expect(listed.data.records.find((r) => r.targetId === String(id))).toMatchObject({
      targetType: 'post',
      content: '加微信领福利，全场一折',
      reporters: REPORT_HIDE_THRESHOLD,
      reasons: [{ reason: '垃圾广告', count: REPORT_HIDE_THRESHOLD }],
      details: ['加微信'],
      hidden: true,
    });

    const dismissed = await resolve(id, { decision: 'dismissed', reason: '正常推广' });
    expect(dismissed.body).toMatchObject({
      code: 0,
      msg: '已驳回',
      data: { resolved: REPORT_HIDE_THRESHOLD, hidden: false },
    });
    expect(await squareIds()).toContain(id);
    expect((await queue()).data.records.map((r) => r.targetId)).not.toContain(String(id));
    expect(await auditOf('adminResolveReports', String(id))).toEqual([
      {
        operator: moderator.id,
        before: expect.objectContaining({ pendingReports: REPORT_HIDE_THRESHOLD, hidden: true }),
        after: expect.objectContaining({ pendingReports: 0, hidden: false, decision: 'dismissed' }),
        reason: '正常推广',
      },
    ]);
    // Nothing left to decide: 404 in Chinese, never a 500.
    const again = await resolve(id, { decision: 'upheld' });
    expect(again.status).toBe(404);
    expect(again.body.msg).toBe('没有待审核的举报');
  });

  it('维持处理 keeps the post off the square for good; with remove it is deleted', async () => {
    const kept = await publish('第一条违规帖子');
    const removed = await publish('第二条违规帖子');
    await reportedAway(kept);
    await reportedAway(removed);
    const upheld = await resolve(kept, { decision: 'upheld', reason: '广告' });
    expect(upheld.body).toMatchObject({ code: 0, msg: '已维持处理', data: { hidden: true, removed: false } });
    const gone = await resolve(removed, { decision: 'upheld', remove: true });
    expect(gone.body).toMatchObject({ code: 0, msg: '已删除', data: { removed: true } });
    const ids = await squareIds();
    expect(ids).not.toContain(kept);
    expect(ids).not.toContain(removed);
    expect(
      await t.app.db.selectFrom('square_posts').select('id').where('id', '=', removed).executeTakeFirst(),
    ).toBe(undefined);
    expect(await auditOf('adminResolveReports', String(removed))).toEqual([
      expect.objectContaining({
        before: expect.objectContaining({ content: '第二条违规帖子' }),
        after: expect.objectContaining({ content: null, removed: true }),
      }),
    ]);
    // A new report after upheld does not show it again: it stays hidden.
    expect((await queue()).data.records.map((r) => r.targetId)).not.toContain(String(kept));
  });

  it('one report leaves the post visible; 维持处理 takes it off the square at once', async () => {
    const id = await publish('只有一人举报的帖子');
    const reporter = await registerUser(t.app);
    const filed = await apiCall(t.app, 'POST', '/v1/square/report', {
      session: reporter,
      body: { targetType: 'post', targetId: String(id), reason: '垃圾广告' },
    });
    expect(filed.body.code).toBe(0);
    // The same post spelled with a leading zero is the same target: a second report by the same player.
    const again = await apiCall(t.app, 'POST', '/v1/square/report', {
      session: reporter,
      body: { targetType: 'post', targetId: `0${id}`, reason: '其他' },
    });
    expect(again.body.code).toBe(BusinessCode.AlreadyReported);
    // Read (and cached) while visible, as a visitor's list would be.
    expect(await squareIds()).toContain(id);
    expect((await queue()).data.records.find((r) => r.targetId === String(id))).toMatchObject({
      reporters: 1,
      hidden: false,
    });
    expect((await resolve(id, { decision: 'upheld', reason: '广告' })).body.data).toMatchObject({
      hidden: true,
    });
    expect(await squareIds()).not.toContain(id);
  });

  it('refuses an operator without the role (403), a player token (401) and bad input (400), all in Chinese', async () => {
    const id = await publish('还在审核中的帖子');
    await reportedAway(id);
    expect((await adminCall(t.app, 'GET', '/v1/admin/reports', operator.token)).status).toBe(403);
    expect((await resolve(id, { decision: 'upheld' }, operator.token)).status).toBe(403);
    const player = await apiCall(t.app, 'GET', '/v1/admin/reports', { session: author });
    expect(player.status).toBe(401);
    const bad = await resolve(id, { decision: 'maybe' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/参数错误/);
    const removeUser = await resolve(
      author.uid,
      { decision: 'dismissed', remove: true },
      moderator.token,
      'user',
    );
    expect(removeUser.status).toBe(400);
    expect((await resolve('99999999999999', { decision: 'upheld' })).status).toBe(404);
    // Still pending, still hidden: refusals changed nothing.
    expect((await queue()).data.records.find((r) => r.targetId === String(id))?.hidden).toBe(true);
    expect(await auditOf('adminResolveReports', String(id))).toEqual([]);
  });

  it('gift codes: a batch for a pack is listed with its use count, a player redeems one, a stopped one is refused', async () => {
    const now = Date.now();
    await insertGames(t.app, { firstId: 8201, count: 1, price: 0, free: true });
    const packId = await insertGiftPack(t.app, {
      gameId: 8201,
      title: '控制台礼包',
      content: '钻石×100',
      stock: 3,
      codePrefix: 'CON',
    });
    const expiresAt = new Date(now + 7 * 86_400_000).toISOString();

    expect(
      (
        await adminCall(t.app, 'POST', '/v1/admin/redeem-codes', moderator.token, {
          body: { count: 1, maxUses: 1, expiresAt, packId },
        })
      ).status,
    ).toBe(403);
    const made = await adminCall<{ records: Code[] }>(
      t.app,
      'POST',
      '/v1/admin/redeem-codes',
      operator.token,
      {
        body: { count: 3, maxUses: 2, expiresAt, packId, note: '测试批次' },
      },
    );
    expect(made.body).toMatchObject({ code: 0, msg: '已生成' });
    expect(made.body.data.records).toHaveLength(3);
    expect(made.body.data.records[0]).toMatchObject({
      kind: 'gift',
      packId,
      maxUses: 2,
      usedCount: 0,
      expired: false,
    });
    const [first, second] = made.body.data.records.map((c) => c.code) as [string, string];

    const player = await registerUser(t.app);
    const redeemed = await portalPost<{ kind: string }>(
      t.app,
      '/user/gift/redeem',
      { code: first.toLowerCase() },
      player,
    );
    expect(redeemed.body).toMatchObject({ code: 0, data: { kind: 'gift' } });
    const listed = await adminCall<Page<Code>>(t.app, 'GET', '/v1/admin/redeem-codes', operator.token, {
      query: { packId },
    });
    expect(listed.body.data.total).toBe(3);
    expect(listed.body.data.records.find((c) => c.code === first)).toMatchObject({
      usedCount: 1,
      maxUses: 2,
    });

    const stopped = await adminCall<Code>(
      t.app,
      'POST',
      `/v1/admin/redeem-codes/${second}/disable`,
      operator.token,
      {
        body: { reason: '泄露' },
      },
    );
    expect(stopped.body).toMatchObject({ code: 0, msg: '已停用', data: { expired: true } });
    const refused = await portalPost(t.app, '/user/gift/redeem', { code: second }, player);
    expect(refused.body).toMatchObject({ code: BusinessCode.RedeemCodeExpired, msg: '兑换码已过期' });

    const audit = await t.app.db
      .selectFrom('admin_audit')
      .select(['action', 'target_id', 'reason'])
      .where('action', 'in', ['adminCreateRedeemCodes', 'adminDisableRedeemCode'])
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'adminCreateRedeemCodes', target_id: `${first}等3个`, reason: null },
      { action: 'adminDisableRedeemCode', target_id: second, reason: '泄露' },
    ]);
  });

  it('gift codes: bad batches answer 400/404/1005 in Chinese, never a 500', async () => {
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const make = (body: object) =>
      adminCall(t.app, 'POST', '/v1/admin/redeem-codes', operator.token, { body });
    const both = await make({ count: 1, maxUses: 1, expiresAt, packId: 1, coins: 5 });
    expect(both.status).toBe(400);
    expect(both.body.msg).toBe('参数错误：请选择礼包或填写X钻数量（二选一）');
    expect(
      (await make({ count: 1, maxUses: 1, expiresAt: '2020-01-01T00:00:00.000Z', coins: 5 })).status,
    ).toBe(400);
    expect((await make({ count: 2, maxUses: 1, expiresAt, coins: 5, code: 'MYCODE01' })).status).toBe(400);
    expect((await make({ count: 1, maxUses: 1, expiresAt, coins: 5, code: '--A-' })).status).toBe(400);
    const noPack = await make({ count: 1, maxUses: 1, expiresAt, packId: 2147483647 });
    expect(noPack.status).toBe(404);
    expect(noPack.body.msg).toBe('礼包不存在');
    expect((await make({ count: 1, maxUses: 5, expiresAt, coins: 5, code: 'my-code-01' })).body.code).toBe(0);
    const dup = await make({ count: 1, maxUses: 5, expiresAt, coins: 5, code: 'MYCODE01' });
    expect(dup.body).toMatchObject({ code: BusinessCode.AlreadyDone, msg: '兑换码已存在' });
    const unknown = await adminCall(
      t.app,
      'POST',
      '/v1/admin/redeem-codes/NOSUCHCODE/disable',
      operator.token,
      {
        body: { reason: '测试' },
      },
    );
    expect(unknown.status).toBe(404);
  });
});
