/**
 * The real portal server (`apps/server/src/main.ts`) as a child process, on a port of its own and a fresh
 * SQLite data folder that is removed when it stops.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverMain = fileURLToPath(new URL('../../../apps/server/src/main.ts', import.meta.url));
const READY_WITHIN_MS = 90_000;

export interface PortalServer {
  /** `http://127.0.0.1:<port>`: the portal family is under `/portal`, the square under `/api`. */
  baseUrl: string;
  /** Stops the server (SIGTERM, waits for its exit) and removes its data folder. */
  stop(): Promise<void>;
}

export interface PortalServerOptions {
  /** Added to (and overriding) the server's environment. */
  env?: Record<string, string>;
  /** Start of the temporary data folder's name, to tell whose it is in the temp folder. */
  dataDirPrefix?: string;
  /** How long the server may take to answer /health (seeding, then compiling every route's schemas); default 90 s. */
  readyWithinMs?: number;
}

/** A port nobody holds right now (the server needs a real one: it builds its download links from PORT). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** The server listens only once seeded: a healthy answer means it is ready for a test. */
async function waitForHealth(
  baseUrl: string,
  child: ChildProcess,
  output: () => string,
  within: number,
): Promise<void> {
  const deadline = Date.now() + within;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

/** Starts the real server and resolves once it answers `/health`; its output is kept for the error. */
export async function startPortalServer(options: PortalServerOptions = {}): Promise<PortalServer> {
  const dataDir = mkdtempSync(join(tmpdir(), options.dataDirPrefix ?? 'portal-test-server-'));
  const port = await freePort();
  const child = spawn(process.execPath, [serverMain], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // A cheap password hash keeps seeding and registration fast; nothing under test depends on its cost.
      SCRYPT_LOG_N: '10',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child, () => log, options.readyWithinMs ?? READY_WITHIN_MS);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const createOperatorCli = fileURLToPath(
  new URL('../../../apps/server/src/modules/admin/create-operator-cli.ts', import.meta.url),
);

export interface OperatorAccount {
  name: string;
  password: string;
  role: 'admin' | 'operator' | 'moderator';
}

/**
 * An operator of the console made with the server's own command (`pnpm --filter @portal/server
 * admin:create`), as an operator makes the first admin: on the SQLite data folder `dataDir`, or on
 * `env.DATABASE_URL`. `env` is added to the command's environment. Fails with the command's output.
 */
export async function createOperator(
  dataDir: string,
  operator: OperatorAccount,
  env: Record<string, string> = {},
): Promise<void> {
  const child = spawn(
    process.execPath,
    [createOperatorCli, '--name', operator.name, '--password', operator.password, '--role', operator.role],
    {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SCRYPT_LOG_N: '10',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const code = await new Promise((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`admin:create ${operator.name} exited ${code}: ${output}`);
}
