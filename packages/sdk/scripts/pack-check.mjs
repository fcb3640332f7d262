// Packs the SDK and the CLI like a release and installs both tarballs with `npm i --engine-strict`
// into projects outside the workspace, one per Node the SDK's engines name (the machine's Node 20,
// Node 22 and the pinned Node 24). Under each Node a partner script, through `import` and through
// `require`, works against the real server (apps/server on a temporary DATA_DIR): it logs in, shows
// the server's own message on a refused call, keeps its session (file storage) across a restart of
// the server and of itself, and its logout revokes the token. Prints one JSON report on stdout.
import { execFile, execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { SCREEN_ENTRIES } from './screen-entries.mjs';

const sdkRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const repo = join(sdkRoot, '../..');
const cliRoot = join(repo, 'apps/cli');
const work = mkdtempSync(join(tmpdir(), 'portal-pack-'));
const cacheRoot = process.env.PORTAL_TOOLCHAIN_DIR ?? join(homedir(), '.cache/portal-toolchain');
// Node 22 comes from the npm registry like the pinned Node (scripts/toolchain.sh); kept between runs.
const NODE_22 = '22.23.3';
const NPM_CLI = '/usr/lib/node_modules/npm/bin/npm-cli.js';
const execFileAsync = promisify(execFile);

const run = (cmd, args, cwd, env = process.env) =>
  execFileSync(cmd, args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const runAsync = async (cmd, args, cwd) => {
  try {
    return (await execFileAsync(cmd, args, { cwd, encoding: 'utf8', maxBuffer: 16 << 20 })).stdout;
  } catch (error) {
    throw new Error(
      `${cmd} ${args.join(' ')} failed in ${cwd}:\n${error.stdout ?? ''}\n${error.stderr ?? ''}`,
    );
  }
};

function stage(name, root, dist, manifest) {
  const dir = join(work, `stage-${name}`);
  mkdirSync(dir, { recursive: true });
  cpSync(dist, join(dir, 'dist'), { recursive: true });
  for (const file of ['README.md', 'LICENSE', 'CHANGELOG.md']) {
    if (existsSync(join(root, file))) cpSync(join(root, file), join(dir, file));
  }
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
  const before = new Set(readdirSync(work));
  run('pnpm', ['pack', '--pack-destination', work], dir);
  const tarball = readdirSync(work).find((f) => f.endsWith('.tgz') && !before.has(f));
  if (!tarball) throw new Error(`pnpm pack produced no tarball for ${name}`);
  return join(work, tarball);
}

/** The SDK as built for the workspace (rebuilt first when stale), and the CLI bundled from it. */
function packBoth() {
  run(process.execPath, [join(repo, 'packages/test-support/scripts/ensure-sdk.mjs')], cliRoot);
  const sdkManifest = JSON.parse(readFileSync(join(sdkRoot, 'package.json'), 'utf8'));
  // Staged copy: the workspace's dist may be read by other packages' tests right now. Without the
  // devDependencies: a workspace:* one cannot be resolved by pnpm pack outside the workspace, and an
  // install never reads them.
  const { devDependencies: _sdkDevDependencies, ...sdkPacked } = sdkManifest;
  const sdk = stage('sdk', sdkRoot, join(sdkRoot, 'dist'), sdkPacked);
  const cliDist = join(work, 'cli-dist');
  run(join(cliRoot, 'node_modules/.bin/tsup'), ['--out-dir', cliDist], cliRoot);
  const { devDependencies, scripts, ...cliManifest } = JSON.parse(
    readFileSync(join(cliRoot, 'package.json'), 'utf8'),
  );
  const cli = stage('cli', cliRoot, cliDist, cliManifest);
  return { sdk, cli, sdkManifest, cliManifest };
}

async function node22() {
  const dir = join(cacheRoot, `node-${NODE_22}`);
  const bin = join(dir, 'node_modules/.bin/node');
  if (!existsSync(bin)) {
    mkdirSync(dir, { recursive: true });
    // --ignore-scripts=false: the node package's preinstall fetches the platform binary from the registry.
    await runAsync(
      'npm',
      [
        'install',
        '--prefix',
        dir,
        '--no-save',
        '--ignore-scripts=false',
        '--no-audit',
        '--no-fund',
        `node@${NODE_22}`,
      ],
      dir,
    );
  }
  return bin;
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
        env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SCRYPT_LOG_N: '10' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.on('data', (c) => (log += c));
      child.stderr.on('data', (c) => (log += c));
      const deadline = Date.now() + 60_000;
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

// The partner's script, ESM: one phase per process, the session lives in the file storage.
const partnerEsm = `
import { readFileSync, writeFileSync } from 'node:fs';
import { createPortal, memoryStorage, isPortalError } from '@portal/sdk';
import { fileStorage, nodePlatform } from '@portal/sdk/node';
import { isPhone } from '@portal/sdk/helpers';
import { createSearchHistory } from '@portal/sdk/search';

const [phase, baseUrl, file, name, password] = process.argv.slice(2);
const ENTRIES = ${JSON.stringify(SCREEN_ENTRIES)};
const portalAt = (path) => createPortal({ baseUrl, storage: fileStorage(path), platform: nodePlatform() });
const out = { node: process.version, phase, helpers: isPhone('13812345678') };

if (phase === 'login') {
  // The account exists first (registered elsewhere); this partner session then logs in with it.
  const other = createPortal({ baseUrl, storage: memoryStorage(), platform: nodePlatform() });
  const registered = await other.auth.register({ name, password });
  if (registered.error) throw registered.error;
  const portal = portalAt(file);
  await portal.ready();
  out.started = (await portal.start()).init;
  const login = await portal.auth.loginWithName({ name, password });
  out.login = login.error ? login.error.message : { uid: login.data.uid, name: login.data.name };
  const refused = await portal.api.games.getGame({ appID: 987654321 });
  out.refused = { message: refused.error?.message, kind: refused.error?.kind, isPortalError: isPortalError(refused.error) };
  out.loggedIn = portal.session.getState().loggedIn;
  const entries = await Promise.all(
    Object.entries(ENTRIES).map(async ([entry, factory]) => typeof (await import('@portal/sdk/' + entry))[factory] === 'function'),
  );
  out.entries = entries.every(Boolean);
  // An entry's rules on the wire: the search history of the account just logged in, and the trending list.
  const history = createSearchHistory(portal);
  await history.load();
  out.trending = Array.isArray(history.getState().trending);
} else if (phase === 'resume') {
  const portal = portalAt(file);
  await portal.ready();
  const status = await portal.auth.refreshStatus();
  out.loggedIn = portal.session.getState().loggedIn;
  out.status = status.error ? status.error.message : { uid: status.data?.uid, name: status.data?.name };
} else if (phase === 'logout') {
  // The token as stored before logout, to try it again afterwards.
  writeFileSync(file + '.before-logout', readFileSync(file));
  const portal = portalAt(file);
  await portal.ready();
  const logout = await portal.auth.logout();
  out.logout = logout.error ? logout.error.message : 'ok';
  out.loggedIn = portal.session.getState().loggedIn;
  // Restored from the file at once, then checked with the server: a revoked token is logged out.
  const replay = portalAt(file + '.before-logout');
  const restored = replay.session.getState().loggedIn;
  await replay.ready();
  out.oldToken = { restored, afterCheck: replay.session.getState().loggedIn };
}
console.log(JSON.stringify(out));
`;

// The same package through require(), CommonJS.
const partnerCjs = `
const { createPortal, isPortalError, PortalError } = require('@portal/sdk');
const { fileStorage, nodePlatform } = require('@portal/sdk/node');
const { isPhone } = require('@portal/sdk/helpers');
const [baseUrl, file] = process.argv.slice(2);
const ENTRIES = ${JSON.stringify(SCREEN_ENTRIES)};
(async () => {
  const portal = createPortal({ baseUrl, storage: fileStorage(file), platform: nodePlatform() });
  const init = await portal.device.init();
  const refused = await portal.api.games.getGame({ appID: 987654321 });
  console.log(JSON.stringify({
    node: process.version,
    init: { code: init.code, msg: init.msg },
    refused: { message: refused.error && refused.error.message, instance: refused.error instanceof PortalError, guard: isPortalError(refused.error) },
    helpers: isPhone('13812345678'),
    entries: Object.entries(ENTRIES).every(([entry, factory]) => typeof require('@portal/sdk/' + entry)[factory] === 'function'),
  }));
})().catch((error) => { console.error(error); process.exit(1); });
`;

// A strict TypeScript partner, resolving the declarations through "exports" as ESM and as CommonJS.
const typesEsm = `
import { createPortal, type Result, type Schemas } from '@portal/sdk';
import { timeLabel } from '@portal/sdk/helpers';
import { fileStorage } from '@portal/sdk/node';
import { type ReadSpot, createReadingProgress } from '@portal/sdk/comics';

const portal = createPortal({ baseUrl: 'http://127.0.0.1:8000', storage: fileStorage('store.json') });
export const spot: Promise<ReadSpot | null> = createReadingProgress(portal).load(4);
export const login: Promise<Result<Schemas['Account']>> = portal.api.account.login({ name: 'a', password: 'b' });
export const label: string = timeLabel(0);
// @ts-expect-error password is required
portal.api.account.login({ name: 'a' });
`;
const typesCjs = `
import sdk = require('@portal/sdk');
import node = require('@portal/sdk/node');
const portal = sdk.createPortal({ baseUrl: 'http://127.0.0.1:8000', storage: node.fileStorage('store.json') });
export const status: Promise<sdk.Result<sdk.Schemas['UserStatus'] | null>> = portal.auth.refreshStatus();
`;

async function installFor(label, node, tarballs) {
  const project = join(work, `consumer-${label}`);
  mkdirSync(project, { recursive: true });
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: `consumer-${label}`, private: true }));
  const started = Date.now();
  // npm checks engines against the Node that runs it: each project is installed by its own Node.
  await runAsync(
    node,
    [
      NPM_CLI,
      'install',
      '--engine-strict',
      '--prefer-offline',
      '--cache',
      join(cacheRoot, 'npm-cache'),
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      ...tarballs,
    ],
    project,
  );
  writeFileSync(join(project, 'partner.mjs'), partnerEsm);
  writeFileSync(join(project, 'partner.cjs'), partnerCjs);
  return { project, installMs: Date.now() - started };
}

const json = (text) => JSON.parse(text.trim().split('\n').at(-1));

let server;
try {
  const t0 = Date.now();
  const lap = (what) =>
    process.stderr.write(`pack-check: ${what} at ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);
  const packed = packBoth();
  lap('packed');
  server = serverOn(join(work, 'data'), await freePort());
  const [node22Bin] = await Promise.all([node22(), server.start()]);
  const nodes = [
    ['node20', '/usr/bin/node'],
    ['node22', node22Bin],
    ['node24', process.execPath],
  ];
  const consumers = await Promise.all(
    nodes.map(async ([label, node]) => ({
      label,
      node,
      ...(await installFor(label, node, [packed.sdk, packed.cli])),
    })),
  );

  lap('installed');
  writeFileSync(join(consumers[2].project, 'types-esm.mts'), typesEsm);
  writeFileSync(join(consumers[2].project, 'types-cjs.cts'), typesCjs);
  run(
    process.execPath,
    [
      join(sdkRoot, 'node_modules/typescript/bin/tsc'),
      ...['--noEmit', '--strict', '--module', 'nodenext', '--moduleResolution', 'nodenext'],
      ...['--target', 'es2022', '--lib', 'es2023,dom', '--types', 'node'],
      ...['--typeRoots', join(sdkRoot, 'node_modules/@types')],
      'types-esm.mts',
      'types-cjs.cts',
    ],
    consumers[2].project,
  );

  const results = await Promise.all(
    consumers.map(async ({ label, node, project, installMs }) => {
      const file = join(project, 'session.json');
      const name = `pk${label.slice(-2)}${Math.random().toString(36).slice(2, 8)}`;
      const password = `pw-${Math.random().toString(36).slice(2, 10)}`;
      const cliBin = join(project, 'node_modules/@portal/cli/dist/portal.js');
      const installed = JSON.parse(
        readFileSync(join(project, 'node_modules/@portal/cli/package.json'), 'utf8'),
      );
      return {
        label,
        installMs,
        cliDependencies: Object.keys(installed.dependencies ?? {}),
        cliHasSdk: existsSync(join(project, 'node_modules/@portal/sdk')),
        login: json(
          await runAsync(node, ['partner.mjs', 'login', server.baseUrl, file, name, password], project),
        ),
        require: json(
          await runAsync(node, ['partner.cjs', server.baseUrl, join(project, 'cjs.json')], project),
        ),
        cliVersion: (await runAsync(node, [cliBin, '--version'], project)).trim(),
        cliStatus: JSON.parse(
          await runAsync(
            node,
            [cliBin, 'status', '--json', '--base-url', server.baseUrl, '--state-dir', join(project, 'cli')],
            project,
          ),
        ),
        file,
      };
    }),
  );

  lap('first run');
  // The server restarts on the same data; each partner starts a new process on its stored session.
  await server.stop();
  await server.start();
  await Promise.all(
    results.map(async (result) => {
      const { node, project } = consumers.find((c) => c.label === result.label);
      const args = (phase) => ['partner.mjs', phase, server.baseUrl, result.file];
      result.resume = json(await runAsync(node, args('resume'), project));
      result.logout = json(await runAsync(node, args('logout'), project));
      delete result.file;
    }),
  );
  await server.stop();
  lap('done');
  process.stdout.write(
    `${JSON.stringify({ sdk: packed.sdkManifest.version, cli: packed.cliManifest.version, engines: packed.sdkManifest.engines, results }, null, 2)}\n`,
  );
} finally {
  await server?.stop();
  if (!process.env.KEEP_PACK) rmSync(work, { recursive: true, force: true });
}
