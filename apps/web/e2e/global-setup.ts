import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from './free-port';
import { dist, serverMain, spawnServer, webDir } from './spawn-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The API server itself, for set-up calls made outside the browser. */
    apiURL: string;
    /** 'server' when the API server also serves the app, 'preview' when vite preview serves it in front. */
    backend: 'server' | 'preview';
  }
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

function spawnPreview(port: number, api: string): ChildProcess {
  return spawn(
    process.execPath,
    [path.join(webDir, 'node_modules/vite/bin/vite.js'), 'preview', '--port', String(port), '--strictPort'],
    { cwd: webDir, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, PORTAL_API: api } },
  );
}

/** Whether the server renders the app's pages. */
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
 * here: run `pnpm --filter @portal/web build` first. While the server cannot serve the app itself,
 * `vite preview` serves dist and forwards /api, /portal, /files and /pay to it.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(path.join(dist, 'server/index.js'))) {
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
    let baseURL = apiURL;
    let backend: 'server' | 'preview' = 'server';
    if (!(await servesWebApp(apiURL))) {
      const webPort = await freePort();
      baseURL = `http://127.0.0.1:${webPort}`;
      backend = 'preview';
      const preview = collect(spawnPreview(webPort, apiURL));
      await waitForHttp(`${baseURL}/`, preview, () => output);
    }
    project.provide('baseURL', baseURL);
    project.provide('apiURL', apiURL);
    project.provide('backend', backend);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
