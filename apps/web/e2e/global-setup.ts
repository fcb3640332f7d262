import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(webDir, 'dist');
const serverMain = path.join(webDir, '../server/src/main.ts');

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** 'server' when the real API server serves the app, 'preview' for vite preview without an API. */
    backend: 'server' | 'preview';
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHttp(url: string, child: ChildProcess, log: () => string, ms = 60_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${url}:\n${log()}`);
}

/**
 * Starts the real server (apps/server) on a free port with a throw-away data directory, serving the
 * already-built app from apps/web/dist. Nothing is built here: run `pnpm --filter @portal/web build` first.
 * Set E2E_BACKEND=preview to test the static app alone through `vite preview`.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(path.join(dist, 'index.html'))) {
    throw new Error('apps/web/dist is missing: run `pnpm --filter @portal/web build` before `test:e2e`.');
  }
  const port = await freePort();
  const usePreview = process.env.E2E_BACKEND === 'preview' || !existsSync(serverMain);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-web-e2e-'));
  let output = '';
  const child = usePreview
    ? spawn(
        process.execPath,
        [
          path.join(webDir, 'node_modules/vite/bin/vite.js'),
          'preview',
          '--port',
          String(port),
          '--strictPort',
        ],
        { cwd: webDir, stdio: ['ignore', 'pipe', 'pipe'] },
      )
    : spawn(process.execPath, [serverMain], {
        cwd: path.dirname(path.dirname(serverMain)),
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          WEB_DIST: dist,
          LOG_LEVEL: 'warn',
          SCRYPT_LOG_N: '10',
          DATABASE_URL: '',
        },
      });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${baseURL}/`, child, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  project.provide('baseURL', baseURL);
  project.provide('backend', usePreview ? 'preview' : 'server');

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => {
      const t = setTimeout(r, 5000);
      child.once('exit', () => {
        clearTimeout(t);
        r(undefined);
      });
    });
    rmSync(dataDir, { recursive: true, force: true });
  };
}
