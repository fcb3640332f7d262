import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordSearch, TRENDING_MIN_ACCOUNTS } from '../src/modules/search/repo.ts';
import {
  apiCall,
  dbKinds,
  expectContract,
  registerUser,
  type Session,
  startTestApp,
  type TestApp,
} from './helpers/index.ts';

describe.each(dbKinds)('square search history and trending (%s)', (db) => {
  let t: TestApp;
  let alice: Session;

  beforeAll(async () => {
    t = await startTestApp({ db });
    await t.app.db
      .insertInto('sensitive_words')
      .values([{ word: '外挂' }])
      .execute();
    alice = await registerUser(t.app);
  });
  afterAll(() => t?.close());

  const search = (s: Session, keyword: string) =>
    apiCall<string[]>(t.app, 'POST', '/v1/square/search/history', { session: s, body: { keyword } });
  const history = (s: Session | null) =>
    apiCall<string[]>(t.app, 'GET', '/v1/square/search/history', { session: s });

  it('keeps my searches newest first, each once, at most 20', async () => {
    expect((await history(alice)).body.data).toEqual([]);
    await search(alice, '攻略');
    await search(alice, '  新手   入门 ');
    const again = await search(alice, '攻略');
    expectContract(again.body, 'StringListAnswer');
    expect(again.body.data).toEqual(['攻略', '新手 入门']);
    for (let i = 1; i <= 25; i++) await search(alice, `词${i}`);
    const list = (await history(alice)).body.data;
    expect(list).toHaveLength(20);
    expect(list[0]).toBe('词25');
    expect(list[19]).toBe('词6');
    expect(list).not.toContain('攻略');
  });

  it('puts the later of two searches in one millisecond first, whatever their words', async () => {
    const carol = await registerUser(t.app);
    const sameMoment = new Date().toISOString();
    // 乙 sorts before 甲: a tie would list 乙二 first although 甲一 came later.
    await recordSearch(t.app.db, carol.uid, '乙二', sameMoment);
    await recordSearch(t.app.db, carol.uid, '甲一', sameMoment);
    expect((await history(carol)).body.data).toEqual(['甲一', '乙二']);
    await recordSearch(t.app.db, carol.uid, '乙二', sameMoment);
    expect((await history(carol)).body.data).toEqual(['乙二', '甲一']);
  });

  it('forgets one keyword or all of them', async () => {
    const bob = await registerUser(t.app);
    await search(bob, '甲');
    await search(bob, '乙');
    const one = await apiCall<string[]>(t.app, 'DELETE', '/v1/square/search/history', {
      session: bob,
      query: { keyword: '甲' },
    });
    expect(one.body).toMatchObject({ code: 0, msg: '已删除', data: ['乙'] });
    const all = await apiCall<string[]>(t.app, 'DELETE', '/v1/square/search/history', { session: bob });
    expect(all.body).toMatchObject({ code: 0, msg: '已清空', data: [] });
    expect((await history(bob)).body.data).toEqual([]);
  });

  it('asks a guest to log in and refuses a blank keyword', async () => {
    expect((await history(null)).status).toBe(401);
    const blank = await search(alice, '   ');
    expect(blank.status).toBe(400);
    expect(blank.body.msg).toContain('keyword');
  });

  it('shows a keyword only once 3 different accounts searched it, most accounts first', async () => {
    // A fresh server: trending is computed once a minute.
    const fresh = await startTestApp({ db });
    try {
      await fresh.app.db
        .insertInto('sensitive_words')
        .values([{ word: '外挂' }])
        .execute();
      const users = await Promise.all(Array.from({ length: 5 }, () => registerUser(fresh.app)));
      const say = (s: Session, keyword: string) =>
        apiCall(fresh.app, 'POST', '/v1/square/search/history', { session: s, body: { keyword } });
      const trending = async () => {
        await fresh.app.cache.del('square:trending');
        const res = await apiCall<string[]>(fresh.app, 'GET', '/v1/square/search/trending');
        expectContract(res.body, 'StringListAnswer');
        return res.body.data;
      };
      // Fewer than 10 keywords have any search: one account's word still never shows, however often.
      for (let i = 0; i < 10; i++) await say(users[0]!, '代充');
      expect(await trending()).toEqual([]);
      for (let i = 0; i < 12; i++) await say(users[4]!, `冷门${i}`);
      for (const u of users.slice(0, 4)) await say(u, '攻略');
      for (const u of users.slice(0, 2)) await say(u, '新手');
      for (const u of users) await say(u, '免费外挂下载');
      // Clearing my history does not take my vote back.
      await apiCall(fresh.app, 'DELETE', '/v1/square/search/history', { session: users[0]! });
      expect(await trending()).toEqual(['攻略']);
      // A third account: 新手 shows, behind the four of 攻略.
      await say(users[2]!, '新手');
      expect(await trending()).toEqual(['攻略', '新手']);
      expect(TRENDING_MIN_ACCOUNTS).toBe(3);
    } finally {
      await fresh.close();
    }
  });

  it('shows the top 10', async () => {
    const fresh = await startTestApp({ db });
    try {
      const users = await Promise.all(Array.from({ length: 3 }, () => registerUser(fresh.app)));
      const now = Date.now();
      await fresh.app.db
        .insertInto('square_search_votes')
        .values(
          Array.from({ length: 12 }, (_, k) =>
            users.map((u) => ({
              keyword: `词${k}`,
              uid: u.uid,
              searched_at: new Date(now - k * 60_000).toISOString(),
            })),
          ).flat(),
        )
        .execute();
      const res = await apiCall<string[]>(fresh.app, 'GET', '/v1/square/search/trending');
      expect(res.body.data).toEqual(Array.from({ length: 10 }, (_, k) => `词${k}`));
    } finally {
      await fresh.close();
    }
  });

  it('forgets votes older than 7 days', async () => {
    const fresh = await startTestApp({ db });
    try {
      const users = await Promise.all(Array.from({ length: 3 }, () => registerUser(fresh.app)));
      const old = new Date(Date.now() - 8 * 24 * 3600_000).toISOString();
      await fresh.app.db
        .insertInto('square_search_votes')
        .values(
          users.flatMap((u) => [
            { keyword: '旧闻', uid: u.uid, searched_at: old },
            { keyword: '新闻', uid: u.uid, searched_at: new Date().toISOString() },
          ]),
        )
        .execute();
      const res = await apiCall<string[]>(fresh.app, 'GET', '/v1/square/search/trending');
      expect(res.body.data).toEqual(['新闻']);
    } finally {
      await fresh.close();
    }
  });
});
