// What the rehearsal needs beyond the workspace, from the npm registry into the toolchain cache (kept
// between runs, like the pinned Node in scripts/toolchain.sh): a local registry, the package linters,
// TypeScript 7 for a partner on the native compiler, and Node 22 (Node 20 is the machine's, 24 the pinned).
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

export const cacheRoot = process.env.PORTAL_TOOLCHAIN_DIR ?? join(homedir(), '.cache/portal-toolchain');
export const NODE_22 = '22.23.3';
/** npm's cache for the partners' installs, kept between runs: `--prefer-offline` reads it first. */
export const NPM_CACHE_ARGS = ['--prefer-offline', '--cache', join(cacheRoot, 'npm-cache')];
const TOOLS = {
  verdaccio: '6.10.4',
  publint: '0.3.25',
  '@arethetypeswrong/cli': '0.18.5',
  typescript: '7.0.2',
};
const execFileAsync = promisify(execFile);

export async function run(cmd, args, cwd, env = process.env) {
  try {
    const out = await execFileAsync(cmd, args, { cwd, env, encoding: 'utf8', maxBuffer: 32 << 20 });
    return out.stdout;
  } catch (error) {
    throw new Error(
      `${cmd} ${args.join(' ')} failed in ${cwd}:\n${error.stdout ?? ''}\n${error.stderr ?? ''}`,
    );
  }
}

async function npmInstallInto(dir, manifest, specs) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest));
  // --ignore-scripts=false: the node package's preinstall fetches the platform binary from the registry.
  await run(
    'npm',
    [
      'install',
      '--no-save',
      '--ignore-scripts=false',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      ...specs,
    ],
    dir,
  );
}

/** Folder whose node_modules/.bin holds verdaccio, publint, attw and tsc (TypeScript 7). */
export async function releaseTools() {
  const id = Object.entries(TOOLS)
    .map(([name, version]) => `${name.replace(/[@/]/g, '')}${version}`)
    .join('-');
  const dir = join(cacheRoot, `release-tools-${id}`);
  if (!existsSync(join(dir, 'node_modules/.bin/verdaccio'))) {
    await npmInstallInto(
      dir,
      // verdaccio 6 asks for node-fetch@cjs, a dist-tag this registry does not serve.
      { private: true, overrides: { 'node-fetch': '2.7.0' } },
      Object.entries(TOOLS).map(([name, version]) => `${name}@${version}`),
    );
  }
  return { dir, bin: (name) => join(dir, 'node_modules/.bin', name) };
}

/** Node 22 from the npm registry (the node package), its binary path. */
export async function node22() {
  const dir = join(cacheRoot, `node-${NODE_22}`);
  const bin = join(dir, 'node_modules/.bin/node');
  if (!existsSync(bin)) await npmInstallInto(dir, { private: true }, [`node@${NODE_22}`]);
  return bin;
}
