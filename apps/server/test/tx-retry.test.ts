// Two transactions that lock the same two rows in the other order: PostgreSQL ends one of them as a
// deadlock's victim. A console write (inRetriedTx) runs again and both land; a plain inTx would fail.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inRetriedTx, inTx, type Tx } from '../src/db/tx.ts';
import { dbKinds, startTestApp, type TestApp } from './helpers/index.ts';

describe.runIf(dbKinds.includes('postgres'))('a transaction ended as a deadlock’s victim (postgres)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ db: 'postgres' });
    await sql`CREATE TABLE lock_pair (id integer PRIMARY KEY, n integer NOT NULL)`.execute(t.app.db);
  });
  afterAll(() => t.close());

  /** Both transactions hold their first row before either asks for its second, the first time only. */
  async function crossedWrites(run: typeof inTx): Promise<PromiseSettledResult<number>[]> {
    await sql`DELETE FROM lock_pair`.execute(t.app.db);
    await sql`INSERT INTO lock_pair (id, n) VALUES (1, 0), (2, 0)`.execute(t.app.db);
    let arrived = 0;
    let release: () => void = () => {};
    const bothHoldOne = new Promise<void>((resolve) => {
      release = resolve;
    });
    const write = (first: number, second: number) => async (trx: Tx) => {
      await sql`UPDATE lock_pair SET n = n + 1 WHERE id = ${first}`.execute(trx);
      arrived += 1;
      if (arrived === 2) release();
      await bothHoldOne;
      await sql`UPDATE lock_pair SET n = n + 1 WHERE id = ${second}`.execute(trx);
      return first;
    };
    return Promise.allSettled([run(t.app.db, write(1, 2)), run(t.app.db, write(2, 1))]);
  }

  it('runs the victim again, so both writes land', async () => {
    const settled = await crossedWrites(inRetriedTx);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled']);
    const rows = await sql<{ n: number }>`SELECT n FROM lock_pair ORDER BY id`.execute(t.app.db);
    expect(rows.rows.map((r) => r.n)).toEqual([2, 2]);
  });

  it('without it, one of the two fails with deadlock_detected', async () => {
    const settled = await crossedWrites(inTx);
    const refused = settled.filter((s): s is PromiseRejectedResult => s.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect((refused[0]?.reason as { code?: string } | undefined)?.code).toBe('40P01');
  });
});
