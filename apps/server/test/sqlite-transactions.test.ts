// A second connection to the same SQLite file (another process: an operator's admin:create, a script)
// writes while a server transaction that has read is about to write. The server's transaction must
// not fail for it.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { connect, type DbHandle } from '../src/db/connect.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { inTx } from '../src/db/tx.ts';

describe('SQLite transactions beside another writer', () => {
  let dataDir: string;
  let handle: DbHandle;
  let other: SQLite.Database;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-sqlite-tx-'));
    handle = connect(loadConfig({ DATA_DIR: dataDir }));
    await migrateToLatest(handle.db);
    other = new SQLite(path.join(dataDir, 'portal.db'));
    // The other writer gives up at once when the file is locked, as a script without a busy timeout would.
    other.pragma('busy_timeout = 0');
  });
  afterAll(async () => {
    other?.close();
    await handle?.destroy();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('a transaction that read, then writes after another connection wrote, commits', async () => {
    let otherWrote = false;
    await inTx(handle.db, async (trx) => {
      await trx.selectFrom('square_tags').select('id').execute();
      // The server's transaction holds the write lock from its start: the other connection waits
      // (here: is refused at once), and never invalidates what the transaction read.
      try {
        other.prepare("insert into square_tags (tag, sort) values ('另一个进程', 0)").run();
        otherWrote = true;
      } catch (error) {
        expect((error as { code?: string }).code).toBe('SQLITE_BUSY');
      }
      await trx.insertInto('square_tags').values({ tag: '服务器', sort: 1 }).execute();
    });
    const tags = await handle.db.selectFrom('square_tags').select('tag').execute();
    expect(tags.map((t) => t.tag)).toContain('服务器');
    expect(otherWrote).toBe(false);
    // Once the transaction has committed, the other connection writes as usual.
    other.prepare("insert into square_tags (tag, sort) values ('另一个进程', 0)").run();
  });
});
