import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, portalPost, registerUser, startTestApp, type TestApp } from './helpers/index.ts';
import { grant, insertGames, ledgerCheck } from './wallet-fixtures.ts';

type Task = {
  id: number;
  name: string;
  kind: string;
  event: string;
  target: number;
  progress: number;
  reward: number;
  status: string;
};

describe.each(dbKinds)('tasks (%s)', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ db });
    await insertGames(t.app, { firstId: 9501, count: 1, price: 0, free: true });
  });
  afterAll(() => t.close());

  const list = async (s: { uid: string; token: string } | null) =>
    (await portalPost<Task[]>(t.app, '/user/task/list', {}, s)).body.data;
  const byId = (tasks: Task[], id: number) => tasks.find((x) => x.id === id)!;

  it('guests see every task at progress 0, daily first', async () => {
    const tasks = await list(null);
    expect(tasks.length).toBe(9);
    expect(tasks.every((x) => x.progress === 0 && x.status === 'doing')).toBe(true);
    expect(tasks.findIndex((x) => x.kind === 'once')).toBe(tasks.filter((x) => x.kind === 'daily').length);
  });

  it('counts real events: check-in and a download complete their daily tasks', async () => {
    const s = await registerUser(t.app);
    await portalPost(t.app, '/user/checkin/sign', {}, s);
    await portalPost(t.app, '/user/game/download/9501', { platformType: 1 }, s);
    const tasks = await list(s);
    expect(byId(tasks, 1)).toMatchObject({ event: 'checkin', progress: 1, status: 'done' });
    expect(byId(tasks, 6)).toMatchObject({ event: 'download', progress: 1, status: 'done' });
    expect(byId(tasks, 3)).toMatchObject({ status: 'doing' });
  });

  it('likes count up to the target of 3', async () => {
    const s = await registerUser(t.app);
    for (let i = 1; i <= 2; i += 1) await t.app.events.emit('post.liked', { uid: s.uid, postId: i });
    expect(byId(await list(s), 5)).toMatchObject({ progress: 2, target: 3, status: 'doing' });
    for (let i = 3; i <= 5; i += 1) await t.app.events.emit('post.liked', { uid: s.uid, postId: i });
    expect(byId(await list(s), 5)).toMatchObject({ progress: 3, status: 'done' });
  });

  it('downloads at the same moment by several players are each counted, before each answer', async () => {
    const players = await Promise.all([registerUser(t.app), registerUser(t.app), registerUser(t.app)]);
    const progressAfterDownload = async (s: { uid: string; token: string }) => {
      await portalPost(t.app, '/user/game/download/9501', { platformType: 1 }, s);
      return byId(await list(s), 6).progress;
    };
    // Twelve downloads at once, four per player: every answer comes after its own count is written.
    const seen = await Promise.all(players.flatMap((s) => [s, s, s, s].map(progressAfterDownload)));
    expect(seen.every((progress) => progress >= 1)).toBe(true);
    for (const s of players) {
      const rows = await t.app.db
        .selectFrom('task_progress')
        .select('count')
        .where('uid', '=', s.uid)
        .where('task_id', '=', 6)
        .execute();
      expect(rows.map((r) => r.count)).toEqual([4]);
    }
  });

  it('a done task is claimed once; an unfinished one is refused', async () => {
    const s = await registerUser(t.app);
    await t.app.events.emit('post.created', { uid: s.uid, postId: 1 });
    const claim = await portalPost<{ task: Task; coinNum: number }>(
      t.app,
      '/user/task/claim',
      { taskId: 3 },
      s,
    );
    expect(claim.body.data).toMatchObject({ task: { id: 3, status: 'claimed' }, coinNum: 10 });
    const again = await portalPost(t.app, '/user/task/claim', { taskId: 3 }, s);
    expect(again.body.code).toBe(1005);
    const undone = await portalPost(t.app, '/user/task/claim', { taskId: 4 }, s);
    expect(undone.body).toMatchObject({ code: 1, msg: '任务尚未完成' });
    expect(byId(await list(s), 3).status).toBe('claimed');
    expect(await ledgerCheck(t.app, s.uid)).toMatchObject({ balance: 10, entries: 1 });
  });

  it('one-time tasks follow account state: first recharge', async () => {
    const s = await registerUser(t.app);
    expect(byId(await list(s), 103).status).toBe('doing');
    await grant(t.app, s.uid, 1); // a grant is not a recharge
    expect(byId(await list(s), 103).status).toBe('doing');
    const pay = await portalPost<{ order: { orderNo: string } }>(
      t.app,
      '/order/payInfo',
      { packageId: 1 },
      s,
    );
    await t.app.db
      .updateTable('payment_orders')
      .set({ status: 'paid' })
      .where('order_no', '=', pay.body.data.order.orderNo)
      .execute();
    expect(byId(await list(s), 103).status).toBe('done');
    const claim = await portalPost<{ coinNum: number }>(t.app, '/user/task/claim', { taskId: 103 }, s);
    expect(claim.body.data.coinNum).toBe(101);
  });
});
