// Several real server processes (`node src/main.ts`) on one PostgreSQL database, one Redis prefix and
// one S3-compatible bucket, the way a load-balanced deployment runs them.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { PG_URL } from './app.ts';

const serverRoot = fileURLToPath(new URL('../../', import.meta.url));
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A port nobody listens on right now (the OS picks it; the instance binds it moments later). */
export async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise<void>((resolve) => srv.close(() => resolve()));
  return port;
}

export async function redisReachable(): Promise<boolean> {
  const r = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1500 });
  r.on('error', () => {});
  try {
    await r.connect();
    await r.ping();
    return true;
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}

/** Deletes every key under a prefix (the end of a test run). */
export async function dropRedisPrefix(prefix: string): Promise<void> {
  const r = new Redis(REDIS_URL);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await r.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await r.del(...keys);
    } while (cursor !== '0');
  } finally {
    r.disconnect();
  }
}

/** A fresh PostgreSQL database for one test run; `drop` removes it (and ends its connections). */
export async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `scale_${randomBytes(5).toString('hex')}`;
  const admin = async (sqlText: string) => {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    try {
      await client.query(sqlText);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export interface Instance {
  readonly name: string;
  readonly port: number;
  readonly base: string;
  /** Everything the process printed (pino JSON lines), for failure messages. */
  readonly output: string[];
  /** Whether the process is running. */
  readonly running: boolean;
  /** Starts the process and resolves once GET /ready answers 200. */
  start(): Promise<void>;
  /** Sends `signal` and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** Kills the process if still running and removes its temp folder. */
  dispose(): Promise<void>;
}

/** One server process with `env` on top of the test defaults; not started until `start()`. */
export async function defineInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `portal-${name}-`));
  const output: string[] = [];
  let proc: ChildProcess | null = null;
  let exited: Promise<number | null> = Promise.resolve(null);
  const base = `http://127.0.0.1:${port}`;
  const inst: Instance = {
    name,
    port,
    base,
    output,
    get running() {
      return proc !== null && proc.exitCode === null && proc.signalCode === null;
    },
    async start() {
      proc = spawn(process.execPath, ['src/main.ts'], {
        cwd: serverRoot,
        env: {
          ...process.env,
          HOST: '127.0.0.1',
          PORT: String(port),
          PUBLIC_URL: base,
          DATA_DIR: dataDir,
          WEB_DIST: path.join(dataDir, 'no-web'),
          LOG_LEVEL: 'warn',
          SCRYPT_LOG_N: '10',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const p = proc;
      p.stdout?.on('data', (b: Buffer) => output.push(b.toString()));
      p.stderr?.on('data', (b: Buffer) => output.push(b.toString()));
      exited = new Promise((resolve) => p.once('exit', (code) => resolve(code)));
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline) {
        if (p.exitCode !== null) throw new Error(`${name} exited ${p.exitCode}:\n${output.join('')}`);
        try {
          const res = await fetch(`${base}/ready`);
          if (res.status === 200) return;
        } catch {
          // not listening yet
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`${name} not ready within 60 s:\n${output.join('')}`);
    },
    async stop(signal = 'SIGTERM') {
      if (!proc || proc.exitCode !== null || proc.signalCode !== null) return proc?.exitCode ?? null;
      proc.kill(signal);
      return exited;
    },
    async dispose() {
      if (inst.running) await inst.stop('SIGKILL');
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
  return inst;
}
