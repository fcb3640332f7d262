import { describe, expect, it } from 'vitest';
import { groupedWriter } from '../src/db/grouped-writes.ts';
import { dbKinds, portalPost, registerUser, startTestApp } from './helpers/index.ts';
import { grant, insertGames } from './wallet-fixtures.ts';

describe('grouped writes', () => {
  it('writes the rows asked for in one turn together, and each caller hears of its own row', async () => {
    const groups: number[][] = [];
    const write = groupedWriter<number>(async (rows) => {
      if (rows.includes(13)) throw new Error('row 13 refused');
      groups.push(rows);
    });
    const asked = Array.from({ length: 20 }, (_, i) =>
      write(i + 1).then(
        () => 'ok',
        (e: Error) => e.message,
      ),
    );
    const answers = await Promise.all(asked);
    // The turn's 20 rows went as one group; refused because of row 13, each was written alone again.
    expect(answers.filter((a) => a === 'ok')).toHaveLength(19);
    expect(answers[12]).toBe('row 13 refused');
    expect(groups.flat().toSorted((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1).filter((n) => n !== 13),
    );
    // Rows asked for while a group is being written wait for it, and go together after it.
    const later: Promise<void>[] = [];
    const slow = groupedWriter<string>(async (rows) => {
      groups.push(rows.map((r) => r.length));
      await new Promise((done) => setTimeout(done, 20));
    });
    later.push(slow('a'));
    await new Promise((done) => setImmediate(done));
    later.push(slow('bb'), slow('ccc'));
    await Promise.all(later);
    expect(groups.slice(-2)).toEqual([[1], [2, 3]]);
  });
});

describe.each(dbKinds)('downloads at once (%s)', (db) => {
  it('records every download and counts each towards the download task', async () => {
    const t = await startTestApp({ db });
    try {
      await insertGames(t.app, { firstId: 7001, count: 1, price: 20 });
      const players = await Promise.all(Array.from({ length: 8 }, () => registerUser(t.app)));
      for (const p of players) await grant(t.app, p.uid, 100);
      // Each buys the game, then downloads it twice more at once with the others (owned: no money moves).
      for (const p of players) {
        const bought = await portalPost(t.app, '/user/game/download/7001', { platformType: 1 }, p);
        expect(bought.body).toMatchObject({ code: 0, msg: '购买成功' });
      }
      const again = await Promise.all(
        players.flatMap((p) =>
          [1, 2].map(() => portalPost(t.app, '/user/game/download/7001', { platformType: 2 }, p)),
        ),
      );
      expect(again.map((r) => r.body.msg)).toEqual(Array(16).fill('已购买，可免费下载'));
      const records = await t.app.db
        .selectFrom('download_records')
        .select(['uid', 'access'])
        .where('game_id', '=', 7001)
        .execute();
      expect(records).toHaveLength(24);
      for (const p of players) {
        const mine = records.filter((r) => r.uid === p.uid).map((r) => r.access);
        expect(mine.toSorted()).toEqual(['owned', 'owned', 'purchase']);
      }
      const progress = await t.app.db
        .selectFrom('task_progress')
        .select(['uid', 'count'])
        .where(
          'uid',
          'in',
          players.map((p) => p.uid),
        )
        .execute();
      expect(progress.map((r) => r.count)).toEqual(Array(8).fill(3));
    } finally {
      await t.close();
    }
  });
});
