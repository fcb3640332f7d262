// The growth bench's fast seed: rows made inside the database by one INSERT ... SELECT per table over a
// generated series (generate_series on PostgreSQL, a recursive CTE on SQLite), each step in one
// transaction, nothing sent row by row. Growing from `from` to `to` posts adds, per post: one like, one
// X钻 ledger row, and on every 100th post 100 comments (one comment per post on average); the first step
// also adds the users (a tenth of the largest size, 100,000 for 1,000,000 posts).
import { statSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';

/** Growth users' uids: digits (the contract's Uid), far above the ids registration hands out. */
const UID_BASE = 9_000_000_000;
const BASE_EPOCH_S = Date.UTC(2025, 0, 1) / 1000;
/** Every COMMENTED_EVERY-th post carries COMMENTS_EACH comments: the "post with its comments" row. */
export const COMMENTED_EVERY = 100;
export const COMMENTS_EACH = 100;

export interface GrowthDb {
  /** Adds posts `from`+1..`to` and what goes with them; adds the users when `users` > 0. */
  grow(from: number, to: number, users: number, userCount: number): Promise<void>;
  /** The database's size on disk in bytes. */
  bytes(): Promise<number>;
  /** The (created_at, id) key of the post at `offset` in the newest-first list. */
  newestKeyAt(offset: number): Promise<{ created_at: string; id: number }>;
  /** A post carrying COMMENTS_EACH comments. */
  commentedPost(): Promise<number>;
  /**
   * Waits (up to `maxMs`) until the database does nothing but what is asked next: no autovacuum worker
   * on it and no statement of a route measured before still running, so a figure measures the server,
   * not the seed or the route before.
   */
  quiet(maxMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** The dialect's parts: a row source of the integers a..b as `alias`.i, ISO text of epoch seconds, a cast to text. */
interface Dialect {
  series: (a: number, b: number, alias?: string) => string;
  iso: (seconds: string) => string;
  text: (e: string) => string;
}

/** SQL of one step. */
function statements(
  d: Dialect,
  from: number,
  to: number,
  users: number,
  userCount: number,
  tagFirst: number,
  tagCount: number,
): string[] {
  const uidOf = (e: string) => d.text(`(${UID_BASE} + ((${e}) % ${userCount}))`);
  const out: string[] = [];
  if (users > 0)
    out.push(`INSERT INTO users (uid, name, invite_code, created_at)
      SELECT ${d.text(`(${UID_BASE} + i)`)}, 'growth' || i, 'G' || i, ${d.iso(`${BASE_EPOCH_S} + i`)}
      FROM ${d.series(0, users - 1)}`);
  out.push(
    `INSERT INTO square_posts (uid, tag_id, content, images, like_count, comment_count, created_at)
      SELECT ${uidOf('i')}, ${tagFirst} + (i % ${tagCount}),
        '增长压测帖子 #' || i || '：今天的副本掉落还不错，分享一下配队和心得，欢迎大家交流。', '[]',
        ((i % 500) * 419) % 500, CASE WHEN i % ${COMMENTED_EVERY} = 0 THEN ${COMMENTS_EACH} ELSE 0 END,
        ${d.iso(`${BASE_EPOCH_S} + i * 10`)}
      FROM ${d.series(from + 1, to)}`,
    // The step's posts are those with the largest ids: likes, ledger rows and comments hang off them.
    `INSERT INTO square_post_likes (post_id, uid, created_at)
      SELECT p.id, ${uidOf('p.id')}, p.created_at FROM square_posts p
      WHERE p.id > (SELECT MAX(id) FROM square_posts) - ${to - from}`,
    `INSERT INTO coin_ledger (uid, amount, balance_after, kind, ref, note, created_at)
      SELECT ${uidOf('i')}, 10, 10, 'gift', 'growth-' || i, '压测赠送', ${d.iso(`${BASE_EPOCH_S} + i * 10`)}
      FROM ${d.series(from + 1, to)}`,
    `INSERT INTO square_comments (post_id, uid, content, like_count, created_at)
      SELECT p.id, ${uidOf('p.id + c.i')}, '压测评论 ' || c.i, c.i % 7, p.created_at
      FROM square_posts p CROSS JOIN ${d.series(1, COMMENTS_EACH, 'c')}
      WHERE p.id > (SELECT MAX(id) FROM square_posts) - ${to - from} AND p.comment_count = ${COMMENTS_EACH}`,
  );
  return out;
}

export function sqliteGrowth(dataDir: string): GrowthDb {
  const file = path.join(dataDir, 'portal.db');
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  const tags = db.prepare('SELECT MIN(id) AS first, COUNT(*) AS n FROM square_tags').get() as {
    first: number;
    n: number;
  };
  const d: Dialect = {
    // A recursive CTE as a row source, usable after FROM.
    series: (a, b, alias = 'g') =>
      `(WITH RECURSIVE s(i) AS (SELECT ${a} UNION ALL SELECT i + 1 FROM s WHERE i < ${b}) SELECT i FROM s) AS ${alias}`,
    iso: (s: string) => `strftime('%Y-%m-%dT%H:%M:%fZ', ${s}, 'unixepoch')`,
    text: (e: string) => `CAST(${e} AS TEXT)`,
  };
  return {
    async grow(from, to, users, userCount) {
      const run = db.transaction(() => {
        for (const s of statements(d, from, to, users, userCount, tags.first, tags.n)) db.exec(s);
      });
      run();
      db.exec('ANALYZE');
      db.pragma('wal_checkpoint(TRUNCATE)');
    },
    async bytes() {
      const size = (f: string) => {
        try {
          return statSync(f).size;
        } catch {
          return 0;
        }
      };
      return size(file) + size(`${file}-wal`);
    },
    async newestKeyAt(offset) {
      return db
        .prepare('SELECT created_at, id FROM square_posts ORDER BY created_at DESC, id DESC LIMIT 1 OFFSET ?')
        .get(offset) as { created_at: string; id: number };
    },
    async commentedPost() {
      return (
        db
          .prepare('SELECT id FROM square_posts WHERE comment_count = ? ORDER BY id DESC LIMIT 1')
          .get(COMMENTS_EACH) as {
          id: number;
        }
      ).id;
    },
    async quiet() {
      // One process writes the file: nothing runs once the server stopped answering.
    },
    async close() {
      db.close();
    },
  };
}

export async function postgresGrowth(url: string): Promise<GrowthDb> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const tags = (await client.query('SELECT MIN(id) AS first, COUNT(*)::int AS n FROM square_tags'))
    .rows[0] as {
    first: number;
    n: number;
  };
  async function quiet(maxMs = 60_000): Promise<void> {
    const deadline = Date.now() + maxMs;
    while (Date.now() < deadline) {
      const busy = await client.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid()
            AND (state = 'active' OR backend_type = 'autovacuum worker')`,
      );
      if (busy.rows[0].n === 0) return;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  const d: Dialect = {
    series: (a, b, alias = 'g') => `generate_series(${a}, ${b}) AS ${alias}(i)`,
    iso: (s: string) => `to_char(to_timestamp(${s}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    text: (e: string) => `(${e})::text`,
  };
  return {
    async grow(from, to, users, userCount) {
      await client.query('BEGIN');
      try {
        for (const s of statements(d, from, to, users, userCount, tags.first, tags.n)) await client.query(s);
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK');
        throw err;
      }
      // VACUUM as well as ANALYZE: after a million-row insert the visibility map is empty, so index-only
      // scans would visit the heap, and autovacuum would start on its own in the middle of the measuring.
      await client.query('VACUUM (ANALYZE)');
      await quiet(300_000);
    },
    quiet,
    async bytes() {
      return Number((await client.query('SELECT pg_database_size(current_database()) AS n')).rows[0].n);
    },
    async newestKeyAt(offset) {
      return (
        await client.query(
          'SELECT created_at, id FROM square_posts ORDER BY created_at DESC, id DESC LIMIT 1 OFFSET $1',
          [offset],
        )
      ).rows[0];
    },
    async commentedPost() {
      return (
        await client.query('SELECT id FROM square_posts WHERE comment_count = $1 ORDER BY id DESC LIMIT 1', [
          COMMENTS_EACH,
        ])
      ).rows[0].id;
    },
    async close() {
      await client.end();
    },
  };
}
