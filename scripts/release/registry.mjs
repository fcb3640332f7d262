// A local npm registry (Verdaccio) on a loopback port, with its storage in the given folder. The
// @portal scope lives only here (never proxied, so nothing is read from a package of that name on the
// public registry); every other package is proxied to the registry npm itself is configured with.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './tools.mjs';

export async function startRegistry({ verdaccio, dir, port }) {
  mkdirSync(join(dir, 'storage'), { recursive: true });
  const upstream = (await run('npm', ['config', 'get', 'registry'], dir)).trim();
  const config = join(dir, 'config.yaml');
  writeFileSync(
    config,
    [
      `storage: ${join(dir, 'storage')}`,
      'uplinks:',
      '  upstream:',
      `    url: ${upstream}`,
      '    timeout: 60s',
      'packages:',
      "  '@portal/*':",
      '    access: $all',
      '    publish: $all',
      "  '**':",
      '    access: $all',
      '    proxy: upstream',
      'server:',
      '  keepAliveTimeout: 60',
      'log: { type: stdout, format: pretty, level: warn }',
      '',
    ].join('\n'),
  );
  const url = `http://127.0.0.1:${port}/`;
  const child = spawn(verdaccio, ['--config', config, '--listen', `127.0.0.1:${port}`], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (c) => (log += c));
  child.stderr.on('data', (c) => (log += c));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`verdaccio exited (${child.exitCode}):\n${log}`);
    try {
      if ((await fetch(`${url}-/ping`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`verdaccio did not answer /-/ping:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    upstream,
    /** `.npmrc` of the folder that publishes: everything goes to this registry (any token will do). */
    npmrc: `registry=${url}\n//127.0.0.1:${port}/:_authToken=rehearsal\n`,
    /**
     * `.npmrc` of a partner's folder: the @portal scope from this registry, every other package from the
     * registry npm is configured with, as a partner installing from a private registry sets it up. The
     * other packages then come from npm's cache when it has them; this registry's address is new on
     * every run, so what it serves is never taken from a cache.
     */
    scopeNpmrc: `@portal:registry=${url}\n//127.0.0.1:${port}/:_authToken=rehearsal\n`,
    log: () => log,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
