import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEPT_ROWS, PERSONAL_ROWS } from '../src/modules/accounts/deletion.ts';
import { dbKinds, startTestApp, type TestApp } from './helpers/index.ts';

/** Columns that name a player; a table with one must say what becomes of its rows on deletion. */
const NAMES_A_PLAYER = /(^|_)uid$/;
/** Tables whose player columns are the account itself or are removed through it. */
const THE_ACCOUNT = new Set(['users']);

describe.each(dbKinds)('account deletion covers every table naming a player (%s)', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ db });
  }, 120_000);
  afterAll(() => t?.close());

  it('every table with a player column is either purged or kept for a stated reason', async () => {
    const tables = await t.app.db.introspection.getTables();
    const purged = new Set(PERSONAL_ROWS.map(([table, column]) => `${table}.${column}`));
    const unclassified: string[] = [];
    for (const table of tables) {
      if (THE_ACCOUNT.has(table.name) || table.name in KEPT_ROWS) continue;
      for (const column of table.columns) {
        if (!NAMES_A_PLAYER.test(column.name)) continue;
        if (!purged.has(`${table.name}.${column.name}`)) unclassified.push(`${table.name}.${column.name}`);
      }
    }
    // A new table holding a player's data must be added to PERSONAL_ROWS or KEPT_ROWS (deletion.ts).
    expect(unclassified).toEqual([]);
  });

  it('names only tables and columns that exist', async () => {
    const tables = new Map(
      (await t.app.db.introspection.getTables()).map((table) => [
        table.name,
        new Set(table.columns.map((c) => c.name)),
      ]),
    );
    for (const [table, column] of PERSONAL_ROWS)
      expect(tables.get(table)?.has(column), `${table}.${column}`).toBe(true);
    for (const table of Object.keys(KEPT_ROWS)) expect(tables.has(table), table).toBe(true);
  });
});
