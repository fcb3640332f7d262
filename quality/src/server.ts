// Starts the REAL server (`node apps/server/src/main.ts`) as a child process on a free port and a fresh data
// folder, optionally on a fresh PostgreSQL database, the way an operator would run it.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './paths.ts';
import { createDatabase, dropDatabase } from './postgres.ts';

export type DbKind = 'sqlite' | 'postgres';

export interface StartOptions {
  db?: DbKind;
  /** Reuse a data folder / database (restart after a crash). */
  dataDir?: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  /** Start through the README's start command (`bash scripts/start.sh`: builds the web app, then the server). */
  viaStartScript?: boolean;
}

export interface RunningServer {
  base: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  child: ChildProcess;
  /** Everything the server wrote to stdout/stderr (logs), for assertions and failure reports. */
  output: () => string;
  /** SIGTERM and wait for exit. */
  stop: () => Promise<void>;
  /** SIGKILL: no shutdown hooks, no flush. */
  kill: () => Promise<void>;
}

/** A port the OS just handed out; the server takes it a moment later (a lost race fails loudly at start). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      s.close(() => resolve(port));
    });
  });
}

export const PAYMENT_SECRET = 'quality-suite-payment-secret';

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function waitHealthy(base: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited (${child.exitCode}):\n${output().slice(-3000)}`);
    try {
      const res = await fetch(`${base}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`server did not become healthy:\n${output().slice(-3000)}`);
}

/** Starts the server; a port taken between choosing and binding it (EADDRINUSE) is chosen again. */
export async function startServer(opts: StartOptions = {}): Promise<RunningServer> {
  const dataDir = opts.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'portal-quality-')));
  let databaseUrl = opts.databaseUrl;
  if (!databaseUrl && opts.db === 'postgres') databaseUrl = (await createDatabase()).url;
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce({ ...opts, dataDir, ...(databaseUrl ? { databaseUrl } : {}) });
    } catch (err) {
      if (attempt < 3 && String((err as Error).message).includes('EADDRINUSE')) continue;
      // Nothing is left behind by a start that failed: what this call created is removed.
      if (!opts.dataDir) await rm(dataDir, { recursive: true, force: true });
      if (!opts.databaseUrl && databaseUrl) await dropDatabase(new URL(databaseUrl).pathname.slice(1));
      throw err;
    }
  }
}

async function startOnce(opts: StartOptions & { dataDir: string }): Promise<RunningServer> {
  const { dataDir, databaseUrl } = opts;
  const port = await freePort();
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PAYMENT_SECRET,
    // Clients are told apart by X-Forwarded-For, so per-address rate limits behave as for real users.
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    SCRYPT_LOG_N: '12',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...opts.env,
  };
  if (!databaseUrl) delete env.DATABASE_URL;
  const command = opts.viaStartScript ? 'bash' : process.execPath;
  const args = opts.viaStartScript ? ['scripts/start.sh'] : ['apps/server/src/main.ts'];
  const child = spawn(command, args, {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A test run that dies (timeout, Ctrl-C, a closed pipe) must not leave its servers running.
  const reap = () => child.kill('SIGKILL');
  process.once('exit', reap);
  child.once('exit', () => process.off('exit', reap));
  let log = '';
  const keep = (chunk: Buffer) => {
    log += chunk.toString('utf8');
    if (log.length > 2_000_000) log = log.slice(-1_000_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const output = () => log;
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitHealthy(base, child, output);
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  return {
    base,
    port,
    dataDir,
    databaseUrl,
    child,
    output,
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
    },
    kill: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
}

/** Stops the server and removes its data folder and database. */
export async function disposeServer(s: RunningServer | undefined): Promise<void> {
  if (!s) return;
  await s.stop();
  await rm(s.dataDir, { recursive: true, force: true });
  if (s.databaseUrl) await dropDatabase(new URL(s.databaseUrl).pathname.slice(1));
}
