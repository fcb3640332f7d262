// The release as partners get it. In a throwaway copy of the workspace, `changeset version` turns the
// pending changesets into the versions and CHANGELOG.md files, and `pnpm changeset publish` (the release
// command) publishes @portal/sdk and @portal/cli to a local registry (Verdaccio on loopback, storage in a
// temp folder). Each package builds itself before packing (`prepack`). The published tarballs are
// checked by publint and arethetypeswrong. Then, in folders outside the repository, plain npm under
// Node 20 (the machine's), 22 and 24 installs both from that registry; a partner script imports and
// requires every entry and works against the real server (login, a refused call's message, the session
// across a server restart, logout revoking the token); `portal --version` and `portal smoke` run;
// strict TypeScript 6 and 7 read the declarations as ESM and CommonJS. The examples run from copies
// installing from the same registry. Prints one JSON report on stdout; laps on stderr.
import { execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SCREEN_ENTRIES } from '../../packages/sdk/scripts/screen-entries.mjs';
import { runExamples } from './examples.mjs';
import { partnerCjs, partnerEsm, typesCjs, typesEsm } from './partner-scripts.mjs';
import { startRegistry } from './registry.mjs';
import { NPM_CACHE_ARGS, node22, releaseTools, run } from './tools.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '../..');
const work = mkdtempSync(join(tmpdir(), 'portal-release-'));
const NPM_CLI = '/usr/lib/node_modules/npm/bin/npm-cli.js';
// What the release is made of: the published packages, what builds them, and the pending changesets.
const RELEASE_PATHS = [
  'package.json',
  'pnpm-workspace.yaml',
  'pnpm-lock.yaml',
  'tsconfig.base.json',
  '.changeset',
  'packages/sdk',
  'packages/test-support',
  'apps/cli',
];
const WITH_NODE_MODULES = ['packages/sdk', 'packages/test-support', 'apps/cli'];
// Every entry of the SDK's exports, with names it must export.
const ENTRIES = {
  '@portal/sdk': ['createPortal', 'PortalError', 'BusinessCode', 'silentLogger'],
  '@portal/sdk/node': ['fileStorage', 'nodePlatform'],
  '@portal/sdk/helpers': ['timeLabel', 'isPhone'],
  '@portal/sdk/admin': ['createAdminClient'],
  '@portal/sdk/testing': ['createFakePortal', 'portalHttp'],
  ...Object.fromEntries(Object.entries(SCREEN_ENTRIES).map(([entry, f]) => [`@portal/sdk/${entry}`, [f]])),
};
// The server's environment: every partner registers from 127.0.0.1, so the per-address limits are lifted.
const SERVER_ENV = {
  LOG_LEVEL: 'warn',
  RATE_LIMITS: 'register=1000,login=1000,write=1000,like=1000,upload=1000',
  DATABASE_URL: '',
  SCRYPT_LOG_N: '10',
};

const t0 = Date.now();
const laps = {};
const lap = (what) => {
  laps[what] = Number(((Date.now() - t0) / 1000).toFixed(1));
  process.stderr.write(`release: ${what} at ${laps[what]} s\n`);
};
const json = (text) => JSON.parse(text.trim().split('\n').at(-1));

/** The release's files as they are in the working tree (tracked and new), with the workspace's links. */
function throwawayCopy() {
  const copy = join(work, 'repo');
  const files = execFileSync('git', ['ls-files', '-z', '-co', '--exclude-standard', '--', ...RELEASE_PATHS], {
    cwd: repo,
    encoding: 'utf8',
  });
  for (const file of files.split('\0').filter(Boolean)) {
    if (!existsSync(join(repo, file))) continue;
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(repo, file), join(copy, file));
  }
  // The installed packages are the workspace's: pnpm's links are relative, so each package's own
  // node_modules copied as links reaches the copy's root node_modules, which is the workspace's.
  symlinkSync(join(repo, 'node_modules'), join(copy, 'node_modules'));
  for (const dir of WITH_NODE_MODULES) {
    cpSync(join(repo, dir, 'node_modules'), join(copy, dir, 'node_modules'), {
      recursive: true,
      verbatimSymlinks: true,
      filter: (src) => !/[/\\]\.(vite|vite-temp|cache)$/.test(src),
    });
  }
  // The copy's root node_modules is the workspace's own: pnpm must never install into it from here.
  writeFileSync(
    join(copy, 'pnpm-workspace.yaml'),
    `${readFileSync(join(copy, 'pnpm-workspace.yaml'), 'utf8')}\nverifyDepsBeforeRun: false\n`,
  );
  const git = (...args) =>
    execFileSync('git', ['-c', 'user.name=release', '-c', 'user.email=release@localhost', ...args], {
      cwd: copy,
      stdio: 'ignore',
    });
  // changeset publish tags the release in git.
  git('init', '-q', '-b', 'main');
  git('add', '.');
  git('commit', '-q', '-m', 'release rehearsal');
  return copy;
}

async function versionAndPublish(copy, registry) {
  await run(join(copy, 'node_modules/.bin/changeset'), ['version'], copy);
  const manifest = (dir) => JSON.parse(readFileSync(join(copy, dir, 'package.json'), 'utf8'));
  const changelog = (dir) => {
    const file = join(copy, dir, 'CHANGELOG.md');
    return existsSync(file) ? readFileSync(file, 'utf8') : '';
  };
  const sdk = manifest('packages/sdk');
  const cli = manifest('apps/cli');
  lap('versioned');
  writeFileSync(join(copy, '.npmrc'), registry.npmrc);
  const env = {
    ...process.env,
    npm_config_registry: registry.url,
    pnpm_config_registry: registry.url,
    pnpm_config_verify_deps_before_run: 'false',
  };
  const published = await run('pnpm', ['changeset', 'publish'], copy, env);
  lap('published');
  return {
    sdk: { version: sdk.version, changelog: changelog('packages/sdk') },
    cli: { version: cli.version, changelog: changelog('apps/cli') },
    publishLog: published.slice(-2000),
  };
}

/** The tarballs as the registry serves them, and what publint and arethetypeswrong say of each. */
async function lintPublished(tools, registry, versions) {
  const dir = join(work, 'published');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, '.npmrc'), registry.npmrc);
  const lint = async (name, version) => {
    const packed = JSON.parse(await run('npm', ['pack', `${name}@${version}`, '--json'], dir))[0];
    const tarball = join(dir, packed.filename);
    // Each linter's own verdict (its exit code), with what it printed.
    const verdict = (bin, args) =>
      run(bin, args, dir, { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' })
        .then((out) => ({ ok: true, out: out.trim() }))
        .catch((e) => ({ ok: false, out: e.message }));
    const [publint, attw] = await Promise.all([
      verdict(tools.bin('publint'), ['run', tarball, '--strict']),
      // node16 and bundler resolution: the package has "exports" and promises no Node 10 resolution.
      verdict(tools.bin('attw'), [tarball, '--profile', 'node16', '--format', 'table-flipped']),
    ]);
    return { files: packed.files.map((f) => f.path), publint, attw };
  };
  const [sdk, cli] = await Promise.all([
    lint('@portal/sdk', versions.sdk.version),
    lint('@portal/cli', versions.cli.version),
  ]);
  return { sdk, cli };
}

async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The real server on a data folder and port that outlive its restarts. */
function serverOn(dataDir, port) {
  const baseUrl = `http://127.0.0.1:${port}`;
  let child;
  let log = '';
  return {
    baseUrl,
    async start() {
      log = '';
      child = spawn(process.execPath, [join(repo, 'apps/server/src/main.ts')], {
        cwd: join(repo, 'apps/server'),
        env: { ...process.env, ...SERVER_ENV, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.on('data', (c) => (log += c));
      child.stderr.on('data', (c) => (log += c));
      const deadline = Date.now() + 90_000;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log}`);
        try {
          if ((await fetch(`${baseUrl}/health`)).ok) return;
        } catch {
          // Not listening yet.
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`server did not become healthy:\n${log}`);
    },
    async stop() {
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A partner's folder: plain npm, under the given Node, from the local registry only. */
async function installFor(label, node, registry, versions) {
  const project = join(work, `partner-${label}`);
  mkdirSync(project, { recursive: true });
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: `partner-${label}`, private: true }));
  writeFileSync(join(project, '.npmrc'), registry.scopeNpmrc);
  const started = Date.now();
  // npm checks engines against the Node that runs it: each folder is installed by its own Node.
  await run(
    node,
    [
      NPM_CLI,
      'install',
      '--engine-strict',
      ...NPM_CACHE_ARGS,
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `@portal/sdk@${versions.sdk.version}`,
      '@portal/cli',
      // The testing entry's optional peers, as a partner's tests install them.
      'msw@2',
      'openapi-msw@2',
    ],
    project,
    { ...process.env, PATH: `${dirname(node)}:${process.env.PATH}` },
  );
  process.stderr.write(`release: ${label} installed in ${Date.now() - started} ms\n`);
  writeFileSync(join(project, 'partner.mjs'), partnerEsm(ENTRIES));
  writeFileSync(join(project, 'partner.cjs'), partnerCjs(ENTRIES));
  return { label, node, project, installMs: Date.now() - started };
}

/** Strict TypeScript (the workspace's 6 and the native 7) over the installed declarations, ESM and CJS. */
async function typecheck(tools, project) {
  writeFileSync(join(project, 'types-esm.mts'), typesEsm(ENTRIES));
  writeFileSync(join(project, 'types-cjs.cts'), typesCjs(ENTRIES));
  const args = [
    ...['--noEmit', '--strict', '--skipLibCheck', 'false', '--module', 'nodenext'],
    ...['--moduleResolution', 'nodenext', '--target', 'es2022', '--lib', 'es2023,dom', '--types', 'node'],
    ...['--typeRoots', join(repo, 'packages/sdk/node_modules/@types')],
  ];
  const check = (tsc) =>
    run(process.execPath, [tsc, ...args, 'types-esm.mts', 'types-cjs.cts'], project)
      .then(() => 'ok')
      .catch((e) => e.message);
  const tsc6 = join(repo, 'packages/sdk/node_modules/typescript/bin/tsc');
  // TypeScript 7's tsc is a native binary behind a Node launcher.
  const tsc7 = join(tools.dir, 'node_modules/typescript/bin/tsc');
  const [ts6, ts7] = await Promise.all([check(tsc6), check(tsc7)]);
  return { ts6, ts7 };
}

async function partnerRuns(consumer, server) {
  const { label, node, project } = consumer;
  const file = join(project, 'session.json');
  const name = `rh${label.slice(-2)}${Math.random().toString(36).slice(2, 8)}`;
  const password = `pw-${Math.random().toString(36).slice(2, 10)}`;
  const env = { ...process.env, PATH: `${dirname(node)}:${process.env.PATH}` };
  // The bin as npm linked it: its `#!/usr/bin/env node` finds this folder's Node first on PATH.
  const portal = (...args) => run(join(project, 'node_modules/.bin/portal'), args, project, env);
  const installed = JSON.parse(readFileSync(join(project, 'node_modules/@portal/cli/package.json'), 'utf8'));
  const [login, required, cliVersion, smoke] = await Promise.all([
    run(node, ['partner.mjs', 'login', server.baseUrl, file, name, password], project).then(json),
    run(node, ['partner.cjs', server.baseUrl, join(project, 'cjs.json')], project).then(json),
    portal('--version'),
    portal('smoke', '--json', '--base-url', server.baseUrl, '--state-dir', join(project, 'cli')).then(
      JSON.parse,
    ),
  ]);
  return {
    label,
    installMs: consumer.installMs,
    cliDependencies: Object.keys(installed.dependencies ?? {}),
    sdkVersion: JSON.parse(readFileSync(join(project, 'node_modules/@portal/sdk/package.json'), 'utf8'))
      .version,
    login,
    require: required,
    cliVersion: cliVersion.trim(),
    smoke: { ok: smoke.ok, steps: smoke.steps.length, failed: smoke.steps.filter((s) => !s.ok) },
    file,
  };
}

let server;
let registry;
try {
  const [tools, node22Bin] = await Promise.all([releaseTools(), node22()]);
  lap('tools');
  const copy = throwawayCopy();
  registry = await startRegistry({
    verdaccio: tools.bin('verdaccio'),
    dir: join(work, 'registry'),
    port: await freePort(),
  });
  lap('registry up');
  server = serverOn(join(work, 'data'), await freePort());
  const [versions] = await Promise.all([versionAndPublish(copy, registry), server.start()]);
  const [lint, ...consumers] = await Promise.all([
    lintPublished(tools, registry, versions),
    installFor('node20', '/usr/bin/node', registry, versions),
    installFor('node22', node22Bin, registry, versions),
    installFor('node24', process.execPath, registry, versions),
  ]);
  lap('installed and linted');
  const [types, examples, ...results] = await Promise.all([
    typecheck(tools, consumers[2].project).finally(() => lap('types checked')),
    runExamples({ repo, work, registry, server, node: '/usr/bin/node' }).finally(() => lap('examples ran')),
    ...consumers.map((c) => partnerRuns(c, server).finally(() => lap(`${c.label} ran`))),
  ]);
  lap('partners ran');
  // The server restarts on the same data; each partner starts a new process on its stored session.
  await server.stop();
  await server.start();
  await Promise.all(
    results.map(async (result) => {
      const { node, project } = consumers.find((c) => c.label === result.label);
      const args = (phase) => ['partner.mjs', phase, server.baseUrl, result.file];
      result.resume = json(await run(node, args('resume'), project));
      result.logout = json(await run(node, args('logout'), project));
      delete result.file;
    }),
  );
  lap('done');
  process.stdout.write(
    `${JSON.stringify({ versions, lint, types, examples, results, laps, upstream: registry.upstream }, null, 2)}\n`,
  );
} finally {
  await server?.stop();
  await registry?.stop();
  if (!process.env.KEEP_RELEASE) rmSync(work, { recursive: true, force: true });
}
