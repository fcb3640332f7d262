import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from './free-port';
import { dist, serverMain, spawnServer } from './spawn-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The API server itself, for set-up calls made outside the browser. */
    apiURL: string;
  }
}

// Generous: seeding a fresh database took 80 s on a busy two-core machine shared by several test runs.
async function waitForHttp(url: string, child: ChildProcess, log: () => string, ms = 180_000): Promise<void> {
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

/** Whether the server answers the app's history fallback with index.html. */
async function servesWebApp(base: string): Promise<boolean> {
  try {
    const res = await fetch(`${base}/square`, { headers: { accept: 'text/html' } });
    return res.ok && (res.headers.get('content-type') ?? '').includes('text/html');
  } catch {
    return false;
  }
}

/**
 * Starts the real server (apps/server) on a free port with a throw-away data directory (SQLite,
 * seeded with the demo content), serving the already-built app from apps/web/dist. Nothing is built
 * here: run `pnpm --filter @portal/web build` first.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(path.join(dist, 'index.html'))) {
    throw new Error('apps/web/dist is missing: run `pnpm --filter @portal/web build` before `test:e2e`.');
  }
  if (!existsSync(serverMain)) throw new Error(`the server is missing: ${serverMain}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-web-e2e-'));
  const children: ChildProcess[] = [];
  let output = '';
  const collect = (child: ChildProcess) => {
    children.push(child);
    child.stdout?.on('data', (d) => {
      output += d;
    });
    child.stderr?.on('data', (d) => {
      output += d;
    });
    return child;
  };
  const stop = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null) return resolve(undefined);
            const t = setTimeout(() => {
              child.kill('SIGKILL');
              resolve(undefined);
            }, 5000);
            child.once('exit', () => {
              clearTimeout(t);
              resolve(undefined);
            });
            child.kill('SIGTERM');
          }),
      ),
    );
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const apiPort = await freePort();
    const apiURL = `http://127.0.0.1:${apiPort}`;
    const server = collect(spawnServer(apiPort, dataDir, 'warn'));
    await waitForHttp(`${apiURL}/api/v1/square/tag/list`, server, () => output);
    if (!(await servesWebApp(apiURL))) throw new Error(`the server does not serve the web app:\n${output}`);
    project.provide('baseURL', apiURL);
    project.provide('apiURL', apiURL);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
