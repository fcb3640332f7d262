// The console as an operator uses it day to day: an announcement made without naming a position reaches
// players; a post an operator hid tells players it was removed (not that it waits for review); the audit
// log names actions and targets in Chinese, filters by operator and day, and holds the operator made on
// the command line; make-up cards granted with a reason; the accounts waiting for deletion; refunds on
// the dashboard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessCode } from '../src/http/answer.ts';
import type { CursorPage, Page } from '../src/http/paging.ts';
import { adminOperations } from '../src/modules/admin/operations.ts';
import { createOperatorAccount } from '../src/modules/admin/operator-account.ts';
import { adminCall, operatorSession } from './helpers/admin.ts';
import { apiCall, dbKinds, portalPost, registerUser, startTestApp, type TestApp } from './helpers/index.ts';

type Entry = {
  id: number;
  operatorId: number;
  operatorName: string;
  action: string;
  actionLabel: string;
  targetType: string;
  targetLabel: string;
  targetId: string;
  reason: string | null;
  after: Record<string, unknown> | null;
};
type Name = { value: string; label: string };
type Names = { actions: Name[]; targetTypes: Name[]; operators: { id: number; name: string }[] };

const HAN = /\p{Script=Han}/u;

describe.each(dbKinds)('admin support tools (%s)', (db) => {
  let t: TestApp;
  let admin: { token: string; id: number; name: string };
  let operator: { token: string; id: number; name: string };
  beforeAll(async () => {
    t = await startTestApp({ db });
    admin = await operatorSession(t.app, 'admin');
    operator = await operatorSession(t.app, 'operator');
  });
  afterAll(() => t.close());

  it('an announcement published without a position is the start-up popup players are served', async () => {
    const made = await adminCall<{ posType: number }>(
      t.app,
      'POST',
      '/v1/admin/announcements',
      operator.token,
      {
        body: { title: '版本更新', content: '<p>新版本上线</p>', publish: true },
      },
    );
    expect(made.body).toMatchObject({ code: 0, data: { posType: 1 } });
    const served = await portalPost<{ title: string } | null>(t.app, '/web/announcement', { posType: 1 });
    expect(served.body.data?.title).toBe('版本更新');
  });

  it('a post an operator hid answers 1024 该内容已被管理员删除 to players, its author still sees it', async () => {
    const author = await registerUser(t.app);
    const tag = await t.app.db
      .insertInto('square_tags')
      .values({ tag: `客服${db}`, sort: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const post = await apiCall<{ id: number }>(t.app, 'POST', '/v1/square/post', {
      body: { content: '一条会被隐藏的帖子', tagId: tag.id },
      session: author,
    });
    const id = post.body.data.id;
    const hid = await adminCall(t.app, 'POST', `/v1/admin/posts/${id}/hide`, admin.token, {
      body: { reason: '广告' },
    });
    expect(hid.body.code).toBe(0);
    const reader = await registerUser(t.app);
    const seen = await apiCall(t.app, 'GET', `/v1/square/post/${id}`, { session: reader });
    expect(seen.body).toMatchObject({ code: BusinessCode.RemovedByModerators, msg: '该内容已被管理员删除' });
    expect((await apiCall(t.app, 'GET', `/v1/square/post/${id}`, { session: author })).body.code).toBe(0);
  });

  it('names every write operation and target type in Chinese, from the contract', async () => {
    const names = await adminCall<Names>(t.app, 'GET', '/v1/admin/audit/names', operator.token);
    expect(names.body.code).toBe(0);
    const writes = [...adminOperations().values()].filter((op) => op.write).map((op) => op.id);
    expect(names.body.data.actions.map((a) => a.value).sort()).toEqual(writes.sort());
    for (const a of names.body.data.actions) expect(a.label, a.value).toMatch(HAN);
    expect(names.body.data.actions).toContainEqual({ value: 'adminRefundPurchase', label: '游戏购买退款' });
    expect(names.body.data.targetTypes).toContainEqual({ value: 'purchase', label: '购买' });
    for (const x of names.body.data.targetTypes) expect(x.label, x.value).toMatch(HAN);
    expect(names.body.data.operators).toContainEqual({ id: operator.id, name: operator.name });
  });

  it('filters the log by operator and by day, each row with its Chinese names', async () => {
    const mine = await adminCall<CursorPage<Entry>>(t.app, 'GET', '/v1/admin/audit', admin.token, {
      query: { operatorId: operator.id },
    });
    expect(mine.body.data.records.length).toBeGreaterThan(0);
    for (const e of mine.body.data.records) expect(e.operatorId).toBe(operator.id);
    expect(mine.body.data.records[0]).toMatchObject({
      action: 'adminCreateAnnouncement',
      actionLabel: '新建公告',
      targetType: 'announcement',
      targetLabel: '公告',
    });
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const onDay = await adminCall<CursorPage<Entry>>(t.app, 'GET', '/v1/admin/audit', admin.token, {
      query: { operatorId: operator.id, from: today, to: today },
    });
    const ids = (page: CursorPage<Entry>) => page.records.map((e) => e.id);
    expect(ids(onDay.body.data)).toEqual(ids(mine.body.data));
    const before = await adminCall<CursorPage<Entry>>(t.app, 'GET', '/v1/admin/audit', admin.token, {
      query: { from: '2020-01-01', to: '2020-01-02' },
    });
    expect(before.body.data).toMatchObject({ records: [], nextCursor: null });
  });

  it('the operator made on the command line is in the log, by 命令行', async () => {
    const name = `cli_${db}_${process.pid % 1000}`;
    const env = {
      DATA_DIR: t.config.dataDir,
      SCRYPT_LOG_N: '10',
      ...(t.config.databaseUrl ? { DATABASE_URL: t.config.databaseUrl } : {}),
      ...(t.config.databaseSchema ? { DATABASE_SCHEMA: t.config.databaseSchema } : {}),
    };
    const made = await createOperatorAccount({ name, password: 'secret1234', role: 'admin' }, env);
    const log = await adminCall<CursorPage<Entry>>(t.app, 'GET', '/v1/admin/audit', admin.token, {
      query: { operatorId: 0, action: 'adminCreateOperator', targetId: String(made.id) },
    });
    expect(log.body.data.records).toHaveLength(1);
    expect(log.body.data.records[0]).toMatchObject({
      operatorId: 0,
      operatorName: '命令行',
      actionLabel: '新建运营账号',
      targetLabel: '运营账号',
      after: { name, role: 'admin' },
    });
  });

  it('grants make-up cards with a reason, in the audit log; unknown players and moderators are refused', async () => {
    const player = await registerUser(t.app);
    const path = `/v1/admin/users/${player.uid}/makeup-cards`;
    const first = await adminCall<{ cards: number }>(t.app, 'POST', path, operator.token, {
      body: { count: 2, reason: '签到故障补偿' },
    });
    expect(first.body).toMatchObject({ code: 0, msg: '已发放', data: { uid: player.uid, cards: 2 } });
    const second = await adminCall<{ cards: number }>(t.app, 'POST', path, operator.token, {
      body: { count: 1, reason: '活动补偿' },
    });
    expect(second.body.data.cards).toBe(3);
    const info = await portalPost<{ cards: number }>(t.app, '/user/checkin/info', {}, player);
    if (info.body.code === 0) expect(info.body.data.cards).toBe(3);
    const log = await adminCall<CursorPage<Entry>>(t.app, 'GET', '/v1/admin/audit', admin.token, {
      query: { action: 'adminGrantMakeupCards', targetId: player.uid },
    });
    expect(log.body.data.records.map((e) => e.reason)).toEqual(['活动补偿', '签到故障补偿']);
    expect(log.body.data.records[0]).toMatchObject({ actionLabel: '发放补签卡', targetLabel: '用户' });
    const unknown = await adminCall(t.app, 'POST', '/v1/admin/users/99999999/makeup-cards', operator.token, {
      body: { count: 1, reason: '补偿' },
    });
    expect(unknown.status).toBe(404);
    const moderator = await operatorSession(t.app, 'moderator');
    expect(
      (await adminCall(t.app, 'POST', path, moderator.token, { body: { count: 1, reason: 'x' } })).status,
    ).toBe(403);
    const tooMany = await adminCall(t.app, 'POST', path, operator.token, {
      body: { count: 11, reason: 'x' },
    });
    expect(tooMany.status).toBe(400);
  });

  it('lists the accounts waiting for deletion with their purge time, soonest first, read-only', async () => {
    const leaving = await registerUser(t.app);
    const asked = await portalPost<{ purgeTime: string }>(
      t.app,
      '/user/account/delete',
      { confirm: 1 },
      leaving,
    );
    expect(asked.body.code).toBe(0);
    const list = await adminCall<Page<{ uid: string; name: string; purgeTime: string; requestTime: string }>>(
      t.app,
      'GET',
      '/v1/admin/account-deletions',
      operator.token,
    );
    expect(list.body.code).toBe(0);
    const row = list.body.data.records.find((r) => r.uid === leaving.uid);
    expect(row?.purgeTime).toBe(asked.body.data.purgeTime);
    const ops = [...adminOperations().values()].filter((op) => op.url.includes('account-deletions'));
    expect(ops.map((op) => op.method)).toEqual(['GET']);
  });
});
