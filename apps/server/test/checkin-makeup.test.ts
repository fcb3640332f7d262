import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTx } from '../src/db/tx.ts';
import { previousDay, shanghaiDay } from '../src/modules/checkin/calendar.ts';
import { grantCards } from '../src/modules/checkin/makeup.ts';
import {
  apiCall,
  dbKinds,
  portalPost,
  registerUser,
  type Session,
  startTestApp,
  type TestApp,
} from './helpers/index.ts';
import { httpPortal, listen } from './wallet-fixtures.ts';

type Info = { days: number[]; streak: number; cards: number; makeupUsed: number; makeupLimit: number };
type Made = { day: string; streak: number; cards: number; makeupUsed: number; makeupLimit: number };

const today = shanghaiDay(new Date());
const dayOfMonth = Number(today.slice(8));
const daysBack = (n: number) => {
  let d = today;
  for (let i = 0; i < n; i += 1) d = previousDay(d);
  return d;
};

describe.each(dbKinds)('make-up check-ins 补签 (%s)', (db) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await startTestApp({ db });
    base = await listen(t.app);
  });
  afterAll(() => t.close());

  const cards = (s: Session, n: number) => inTx(t.app.db, (trx) => grantCards(trx, s.uid, n, new Date()));
  const checkedOn = (s: Session, day: string, streak: number) =>
    t.app.db
      .insertInto('checkins')
      .values({ uid: s.uid, day, streak, reward: 5, created_at: new Date().toISOString() })
      .execute();
  const makeup = (s: Session, day: string) => portalPost<Made>(t.app, '/user/checkin/makeup', { day }, s);

  it('the 发布动态 task gives a card with its X钻; the calendar shows the count', async () => {
    const s = await registerUser(t.app);
    const [tag] = await t.app.db
      .insertInto('square_tags')
      .values({ tag: '签到', sort: 0 })
      .returning('id')
      .execute();
    const post = await apiCall(t.app, 'POST', '/v1/square/post', {
      session: s,
      body: { content: '今天也来签到打卡', tagId: tag?.id, images: [] },
    });
    expect(post.body.code).toBe(0);
    const list = await portalPost<{ id: number; cardReward: number }[]>(t.app, '/user/task/list', {}, s);
    expect(list.body.data.find((task) => task.id === 3)?.cardReward).toBe(1);
    expect(list.body.data.find((task) => task.id === 1)?.cardReward).toBe(0);
    const claim = await portalPost<{ cards: number }>(t.app, '/user/task/claim', { taskId: 3 }, s);
    expect(claim.body).toMatchObject({ code: 0, msg: '领取成功，获得10 X钻和1张补签卡', data: { cards: 1 } });
    const info = await portalPost<Info>(t.app, '/user/checkin/info', {}, s);
    expect(info.body.data).toMatchObject({ cards: 1, makeupUsed: 0, makeupLimit: 3 });
  });

  it.skipIf(dayOfMonth < 4)('a card repairs a missed day and the streak through it', async () => {
    const s = await registerUser(t.app);
    // Checked 3 days ago and yesterday; the day between was missed, so today's streak is 1.
    await checkedOn(s, daysBack(3), 1);
    await checkedOn(s, daysBack(1), 1);
    await cards(s, 2);
    expect((await portalPost<Info>(t.app, '/user/checkin/info', {}, s)).body.data.streak).toBe(1);
    const made = await makeup(s, daysBack(2));
    expect(made.body).toMatchObject({
      code: 0,
      msg: '补签成功',
      data: { day: daysBack(2), streak: 3, cards: 1, makeupUsed: 1, makeupLimit: 3 },
    });
    const info = await portalPost<Info>(t.app, '/user/checkin/info', {}, s);
    expect(info.body.data).toMatchObject({ streak: 3, cards: 1, makeupUsed: 1 });
    expect(info.body.data.days).toEqual(
      expect.arrayContaining([3, 2, 1].map((n) => Number(daysBack(n).slice(8)))),
    );
    // Checking in today continues the repaired streak: day 4 pays 10.
    const sign = await portalPost<{ streak: number; reward: number }>(t.app, '/user/checkin/sign', {}, s);
    expect(sign.body.data).toMatchObject({ streak: 4, reward: 10 });
    // A made-up day pays no X钻 and the same day cannot be made up twice.
    expect((await makeup(s, daysBack(2))).body).toMatchObject({ code: 1005 });
  });

  it('today, the future, another month and a malformed day are refused; no card is refused', async () => {
    const s = await registerUser(t.app);
    await cards(s, 1);
    expect((await makeup(s, today)).body).toMatchObject({ code: 1036, msg: '该日期不可补签' });
    expect((await makeup(s, '2099-01-02')).body.code).toBe(1036);
    expect((await makeup(s, '2020-01-02')).body.code).toBe(1036);
    expect((await makeup(s, '2026-13-01')).status).toBe(400);
    expect((await makeup(s, 'yesterday')).status).toBe(400);
    const empty = await registerUser(t.app);
    if (dayOfMonth > 1) {
      expect((await makeup(empty, daysBack(1))).body).toMatchObject({
        code: 1034,
        msg: '补签卡不足，完成任务可获得补签卡',
      });
      // The refused make-up left no check-in behind.
      const info = await portalPost<Info>(t.app, '/user/checkin/info', {}, empty);
      expect(info.body.data.days).toEqual([]);
    }
    expect((await portalPost(t.app, '/user/checkin/makeup', { day: daysBack(1) })).status).toBe(401);
  });

  it.skipIf(dayOfMonth < 6)('at most 3 a month, also when 5 make-ups arrive at once', async () => {
    const s = await registerUser(t.app);
    await cards(s, 10);
    const days = [1, 2, 3, 4, 5].map(daysBack);
    const answers = await Promise.all(
      days.map((day) => httpPortal<Made>(base, '/user/checkin/makeup', { day }, s)),
    );
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(3);
    expect(answers.filter((a) => a.body.code === 1035).map((a) => a.body.msg)).toEqual([
      '本月补签次数已用完（每月最多3次）',
      '本月补签次数已用完（每月最多3次）',
    ]);
    const info = await portalPost<Info>(t.app, '/user/checkin/info', {}, s);
    expect(info.body.data).toMatchObject({ cards: 7, makeupUsed: 3 });
    expect(info.body.data.days).toHaveLength(3);
  });
});
