// A new chapter for a comic with FANOUT_SUBSCRIBERS (100,000) subscribers, on SQLite (the in-process job
// runner) and PostgreSQL (pg-boss): the fan-out's throughput (inbox rows/s), the time from the console's
// publish to the last inbox row, and a subscriber's inbox read (autocannon) p99 while the fan-out runs.
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import pg from 'pg';
import { apiCall, portalPost, registerUser } from '../src/client.ts';
import { createAdmin, operatorToken } from '../src/operator.ts';
import { type DbKind, disposeServer, type RunningServer, startServer } from '../src/server.ts';
import { saveResult } from './results.ts';

const SUBSCRIBERS = Number(process.env.FANOUT_SUBSCRIBERS ?? 100_000);
const CONNECTIONS = 10;
const INSERT_BATCH = 1000;
const READ_LEAD_MS = 500;
const READ_MIN_MS = 3000;

export interface FanoutFigure {
  db: DbKind;
  subscribers: number;
  /** Publish answered → last inbox row counted, in ms. */
  lastRowMs: number;
  rowsPerSecond: number;
  read: { requests: number; rps: number; p50: number; p99: number; non2xx: number };
}

/** Reads and writes the server's database from outside (the subscribers are made straight in it). */
interface Side {
  exec(sqlText: string, params: unknown[]): Promise<void>;
  count(sqlText: string, params: unknown[]): Promise<number>;
  close(): Promise<void>;
}

async function sideOf(server: RunningServer): Promise<Side> {
  if (server.databaseUrl) {
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    let n = 0;
    const numbered = (s: string) => s.replace(/\?/g, () => `$${++n}`);
    return {
      async exec(s, p) {
        n = 0;
        await client.query(numbered(s), p);
      },
      async count(s, p) {
        n = 0;
        return Number((await client.query(numbered(s), p)).rows[0].n);
      },
      close: () => client.end(),
    };
  }
  const db = new Database(path.join(server.dataDir, 'portal.db'));
  db.pragma('busy_timeout = 10000');
  return {
    async exec(s, p) {
      db.prepare(s).run(...p);
    },
    async count(s, p) {
      return Number((db.prepare(s).get(...p) as { n: number }).n);
    },
    close: async () => void db.close(),
  };
}

async function fanoutOn(db: DbKind): Promise<FanoutFigure> {
  const server = await startServer({ db, env: { SEED_ON_START: '0', LOG_LEVEL: 'warn' } });
  const side = await sideOf(server);
  try {
    const token = await operatorToken(server, await createAdmin(server, 'fanoutadmin'));
    const admin = <T>(url: string, body: unknown) =>
      apiCall<T>(server.base, 'POST', url, { body, headers: { authorization: `Bearer ${token}` } });
    const book = await admin<{ id: number }>('/v1/admin/books', {
      title: '压测漫画',
      author: '作者',
      cover: '/files/b.png',
      intro: '简介',
      status: 'ongoing',
      tags: [],
    });
    if (book.body.code !== 0) throw new Error(`book: ${JSON.stringify(book.body)}`);
    const bookId = book.body.data.id;
    // The reader whose inbox is read during the fan-out is a real subscriber; the rest are rows only.
    const reader = await registerUser(server.base);
    await portalPost(server.base, '/user/book/subscribe', { bookId }, { session: reader, ip: reader.ip });
    const now = new Date().toISOString();
    for (let i = 0; i < SUBSCRIBERS - 1; i += INSERT_BATCH) {
      const n = Math.min(INSERT_BATCH, SUBSCRIBERS - 1 - i);
      const values = Array.from({ length: n }, () => '(?, ?, ?)').join(', ');
      const params = Array.from({ length: n }, (_, k) => [
        `b${String(i + k).padStart(7, '0')}`,
        bookId,
        now,
      ]).flat();
      await side.exec(`INSERT INTO book_subscriptions (uid, book_id, created_at) VALUES ${values}`, params);
    }

    let readResult: Parameters<Parameters<typeof autocannon>[1]>[1] | undefined;
    let stopReading = () => {};
    const reading = new Promise<void>((resolve, reject) => {
      const run = autocannon(
        {
          url: `${server.base}/portal/user/center/message/all`,
          connections: CONNECTIONS,
          duration: 3600,
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'ug-uid': reader.uid,
            'ug-token': reader.token,
            'x-forwarded-for': reader.ip,
          },
          body: new URLSearchParams({
            appID: '2008',
            channelID: '0',
            uid: reader.uid,
            pageSize: '20',
          }).toString(),
        },
        (err, result) => {
          if (err) return reject(err);
          readResult = result;
          resolve();
        },
      );
      stopReading = () => run.stop();
    });
    const readFrom = Date.now();
    // The reads start a moment before the publish so their connections are open when the fan-out begins.
    await new Promise((r) => setTimeout(r, READ_LEAD_MS));
    const started = Date.now();
    const chapter = await admin<{ id: number }>(`/v1/admin/books/${bookId}/chapters`, { title: '第1话' });
    if (chapter.body.code !== 0) throw new Error(`chapter: ${JSON.stringify(chapter.body)}`);
    const key = `chapter:${chapter.body.data.id}`;
    let rows = 0;
    while (rows < SUBSCRIBERS) {
      if (Date.now() - started > 1_800_000) throw new Error(`fan-out stuck at ${rows} rows`);
      await new Promise((r) => setTimeout(r, 100));
      rows = await side.count('SELECT COUNT(*) AS n FROM messages WHERE event_key = ?', [key]);
    }
    const lastRowMs = Date.now() - started;
    // A short fan-out still gets a few seconds of reads, so the percentiles rest on enough requests.
    await new Promise((r) => setTimeout(r, Math.max(0, started + READ_MIN_MS - Date.now())));
    const readMs = Date.now() - readFrom;
    stopReading();
    await reading;
    const r = readResult!;
    return {
      db,
      subscribers: SUBSCRIBERS,
      lastRowMs,
      rowsPerSecond: SUBSCRIBERS / (lastRowMs / 1000),
      read: {
        requests: r.requests.total,
        rps: r.requests.total / (readMs / 1000),
        p50: r.latency.p50,
        p99: r.latency.p99,
        non2xx: r.non2xx,
      },
    };
  } finally {
    await side.close();
    await disposeServer(server);
  }
}

const figures: FanoutFigure[] = [];
for (const db of ['sqlite', 'postgres'] as const) {
  const f = await fanoutOn(db);
  figures.push(f);
  console.log(
    `fan-out ${db}: ${f.subscribers} subscribers, last inbox row after ${(f.lastRowMs / 1000).toFixed(1)} s, ` +
      `${f.rowsPerSecond.toFixed(0)} rows/s; inbox read during it: ${f.read.rps.toFixed(0)} req/s, ` +
      `p50 ${f.read.p50} ms, p99 ${f.read.p99} ms, non-2xx ${f.read.non2xx}`,
  );
}
saveResult('fanout', figures);
