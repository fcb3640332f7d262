import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previousDay, shanghaiDay } from '../src/modules/checkin/calendar.ts';
import { dbKinds, portalPost, registerUser, startTestApp, type TestApp } from './helpers/index.ts';
import { httpPortal, ledgerCheck, listen } from './wallet-fixtures.ts';

type Info = { month: string; days: number[]; streak: number; checkedToday: boolean; rewards: number[] };

describe.each(dbKinds)('check-in (%s)', (db) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await startTestApp({ db });
    base = await listen(t.app);
  });
  afterAll(() => t.close());

  it('checks in once per Shanghai day and shows it on the month calendar', async () => {
    const s = await registerUser(t.app);
    const today = shanghaiDay(new Date());
    const sign = await portalPost<{ day: string; reward: number; streak: number; coinNum: number }>(
      t.app,
      '/user/checkin/sign',
      {},
      s,
    );
    expect(sign.body.data).toEqual({ day: today, reward: 5, streak: 1, coinNum: 5 });
    const again = await portalPost(t.app, '/user/checkin/sign', {}, s);
    expect(again.body).toMatchObject({ code: 1005, msg: '今日已签到' });
    const info = await portalPost<Info>(t.app, '/user/checkin/info', {}, s);
    expect(info.body.data).toMatchObject({
      month: today.slice(0, 7),
      checkedToday: true,
      streak: 1,
      days: [Number(today.slice(8))],
      rewards: [5, 5, 10, 10, 15, 15, 30],
    });
    expect(await ledgerCheck(t.app, s.uid)).toMatchObject({ balance: 5, entries: 1 });
  });

  it('a streak continued from yesterday pays the streak reward; day 7 on pays 30', async () => {
    const s = await registerUser(t.app);
    const yesterday = previousDay(shanghaiDay(new Date()));
    await t.app.db
      .insertInto('checkins')
      .values({ uid: s.uid, day: yesterday, streak: 6, reward: 15, created_at: new Date().toISOString() })
      .execute();
    const before = await portalPost<Info>(t.app, '/user/checkin/info', {}, s);
    expect(before.body.data).toMatchObject({ streak: 6, checkedToday: false });
    const sign = await portalPost<{ reward: number; streak: number }>(t.app, '/user/checkin/sign', {}, s);
    expect(sign.body.data).toMatchObject({ reward: 30, streak: 7 });
  });

  it('a gap restarts the streak at day 1', async () => {
    const s = await registerUser(t.app);
    const twoDaysAgo = previousDay(previousDay(shanghaiDay(new Date())));
    await t.app.db
      .insertInto('checkins')
      .values({ uid: s.uid, day: twoDaysAgo, streak: 5, reward: 15, created_at: new Date().toISOString() })
      .execute();
    expect((await portalPost<Info>(t.app, '/user/checkin/info', {}, s)).body.data.streak).toBe(0);
    const sign = await portalPost<{ reward: number; streak: number }>(t.app, '/user/checkin/sign', {}, s);
    expect(sign.body.data).toMatchObject({ reward: 5, streak: 1 });
  });

  it('20 concurrent check-ins credit once', async () => {
    const s = await registerUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => httpPortal(base, '/user/checkin/sign', {}, s)),
    );
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 1005)).toHaveLength(19);
    expect(await ledgerCheck(t.app, s.uid)).toMatchObject({ balance: 5, entries: 1 });
  });

  it('rejects a malformed month; guests get 401', async () => {
    const s = await registerUser(t.app);
    expect((await portalPost(t.app, '/user/checkin/info', { month: '2026-13' }, s)).status).toBe(400);
    expect((await portalPost(t.app, '/user/checkin/sign', {})).status).toBe(401);
  });
});
