// Two portals from one checkout, as the README's example starts them: while a second `bash
// scripts/start.sh` builds the web app and the console (START_REBUILD=1, as when the sources changed),
// the first keeps answering its pages and their assets, every one 200; and a start whose sources did
// not change builds nothing.

import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/paths.ts';
import { disposeServer, freePort, type RunningServer, startServer } from '../src/server.ts';

const PAGES = ['/find', '/business', '/square', '/admin/'];

/** The page's HTML and the scripts, styles and preloads it names on the same server. */
async function pageWithAssets(base: string, page: string): Promise<string[]> {
  const res = await fetch(`${base}${page}`, { headers: { accept: 'text/html' } });
  expect(res.status, page).toBe(200);
  const html = await res.text();
  const assets = [...html.matchAll(/(?:src|href)="(\/[^"]*\/assets\/[^"]+|\/assets\/[^"]+)"/g)].map(
    (m) => m[1] as string,
  );
  return [page, ...new Set(assets)];
}

describe('a second portal started beside a running one', () => {
  let first: RunningServer | undefined;
  let second: RunningServer | undefined;
  afterAll(async () => {
    await disposeServer(second);
    await disposeServer(first);
  });

  it('leaves the first one serving every page and asset while it builds and starts', async () => {
    first = await startServer({ viaStartScript: true });
    const urls = (await Promise.all(PAGES.map((p) => pageWithAssets(first!.base, p)))).flat();
    expect(urls.length).toBeGreaterThan(PAGES.length);

    let starting = true;
    const failures: string[] = [];
    let loads = 0;
    const poll = (async () => {
      while (starting) {
        for (const url of urls) {
          const res = await fetch(`${first!.base}${url}`, { headers: { accept: 'text/html,*/*' } });
          await res.arrayBuffer();
          loads++;
          if (res.status !== 200) failures.push(`${res.status} ${url}`);
        }
      }
    })();
    try {
      second = await startServer({ viaStartScript: true, env: { START_REBUILD: '1' } });
    } finally {
      starting = false;
      await poll;
    }
    expect(failures).toEqual([]);
    expect(loads).toBeGreaterThan(urls.length);
    expect(second.output()).toMatch(/start: building web into/);
    expect(second.output()).toMatch(/start: building admin into/);
    // The first still serves the build it started on: its pages name the same assets.
    const after = (await Promise.all(PAGES.map((p) => pageWithAssets(first!.base, p)))).flat();
    expect(after).toEqual(urls);
  }, 600_000);

  it('builds nothing when the sources did not change', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-third-'));
    const child = spawn('bash', ['scripts/start.sh'], {
      cwd: repoRoot,
      env: { ...process.env, PORT: String(await freePort()), HOST: '127.0.0.1', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let log = '';
    child.stdout.on('data', (d) => {
      log += String(d);
    });
    // The decisions come before the server starts; it is stopped as soon as both are made.
    await new Promise<void>((resolve) => {
      child.stderr.on('data', (d) => {
        log += String(d);
        if (/admin: sources unchanged|building admin/.test(log)) resolve();
      });
      child.on('exit', () => resolve());
    });
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
    await rm(dataDir, { recursive: true, force: true });
    expect(log).toMatch(/start: web: sources unchanged since web-/);
    expect(log).toMatch(/start: admin: sources unchanged since admin-/);
  }, 120_000);
});
