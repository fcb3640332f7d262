// The portal's start reads which tables exist (the migrator) while other schemas of the same PostgreSQL
// database change: other tenants, other test runs. That read must see its own schema only.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { connect, type DbHandle } from '../src/db/connect.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { dbKinds, PG_URL } from './helpers/index.ts';

describe.skipIf(!dbKinds.includes('postgres'))('introspection on a shared PostgreSQL database', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  let handle: DbHandle;
  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    handle = connect(loadConfig({ DATABASE_URL: PG_URL, DATABASE_SCHEMA: schema, DATA_DIR: '/tmp' }));
    await migrateToLatest(handle.db, schema);
  });
  afterAll(async () => {
    await handle?.destroy();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  });

  // Forty rounds of introspection and migration check against the churn: seconds alone, but a busy
  // machine (the test command's other lanes) can stretch them past the default 30 s.
  it('lists its own schema and tables only, while other schemas are created, altered and dropped', {
    timeout: 120_000,
  }, async () => {
    let churning = true;
    const churn = (async () => {
      const other = new pg.Client({ connectionString: PG_URL });
      await other.connect();
      try {
        while (churning) {
          const name = `churn_${randomBytes(4).toString('hex')}`;
          await other.query(`CREATE SCHEMA ${name}`);
          await other.query(`CREATE TABLE ${name}.t (id serial primary key, a int)`);
          await other.query(`ALTER TABLE ${name}.t RENAME COLUMN a TO b`);
          await other.query(`DROP SCHEMA ${name} CASCADE`);
        }
      } finally {
        await other.end();
      }
    })();
    try {
      for (let i = 0; i < 40; i++) {
        const tables = await handle.db.introspection.getTables();
        expect(new Set(tables.map((t) => t.schema))).toEqual(new Set([schema]));
        expect(tables.map((t) => t.name)).toContain('users');
        expect(await migrateToLatest(handle.db, schema)).toEqual([]);
      }
    } finally {
      churning = false;
      await churn;
    }
    expect(await handle.db.introspection.getSchemas()).toEqual([{ name: schema }]);
  });
});
