// Packs the SDK like a release, installs the tarball with npm into a project outside the workspace,
// and imports it from a plain .mjs under the machine's Node 20 and the pinned Node.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(join(tmpdir(), 'portal-sdk-pack-'));
const run = (cmd, args, cwd) =>
  execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

const smoke = `
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createPortal, isPortalError, memoryStorage } from '@portal/sdk';
import { isPhone, timeLabel } from '@portal/sdk/helpers';
import { fileStorage, nodePlatform } from '@portal/sdk/node';

const seen = [];
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    seen.push({ path: req.url, type: req.headers['content-type'], body });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 0, msg: 'ok', data: { otherConfig: { 'ug.phone.login.auto.register': 1 } } }));
  });
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const origin = 'http://127.0.0.1:' + server.address().port;
const portal = createPortal({
  portalBaseUrl: origin + '/portal',
  squareBaseUrl: origin + '/api',
  storage: fileStorage(process.argv[2]),
  platform: nodePlatform(),
});
const init = await portal.device.init();
server.close();
let react = 'absent';
try {
  await import('react');
  react = 'present';
} catch {}
console.log(JSON.stringify({
  node: process.version,
  react,
  init,
  seen,
  timeLabel: timeLabel(Date.now() - 90_000),
  stored: Object.keys(JSON.parse(readFileSync(process.argv[2], 'utf8'))),
  phone: isPhone('13812345678'),
  guard: isPortalError(new Error('x')),
  memory: typeof memoryStorage,
}));
`;

const typesCheck = `
import { createPortal, type Result, type Schemas } from '@portal/sdk';
import { timeLabel } from '@portal/sdk/helpers';
import { fileStorage } from '@portal/sdk/node';

const portal = createPortal({ storage: fileStorage('store.json') });
export const login: Promise<Result<Schemas['Account']>> = portal.api.account.login({ name: 'a', password: 'b' });
export const label: string = timeLabel(0);
// @ts-expect-error password is required
portal.api.account.login({ name: 'a' });
`;

try {
  // Build and pack a staged copy, so the package's own dist (which other packages' tests may be
  // reading right now) is never cleaned underneath them.
  const stage = join(work, 'stage');
  run(join(root, 'node_modules/.bin/tsup'), ['--out-dir', join(stage, 'dist')], root);
  for (const file of ['package.json', 'README.md']) copyFileSync(join(root, file), join(stage, file));
  run('pnpm', ['pack', '--pack-destination', work], stage);
  const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
  if (!tarball) throw new Error('pnpm pack produced no tarball');
  const project = join(work, 'consumer');
  run('mkdir', ['-p', project], work);
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
  );
  run(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', join(work, tarball)],
    project,
  );
  writeFileSync(join(project, 'smoke.mjs'), smoke);
  // The declarations must type-check for a strict TypeScript consumer resolving through `exports`.
  writeFileSync(join(project, 'types-check.ts'), typesCheck);
  run(
    process.execPath,
    [
      join(root, 'node_modules/typescript/bin/tsc'),
      '--noEmit',
      '--strict',
      '--module',
      'nodenext',
      '--moduleResolution',
      'nodenext',
      '--target',
      'es2022',
      '--lib',
      'es2023,dom',
      'types-check.ts',
    ],
    project,
  );
  const nodes = [
    ['system', '/usr/bin/node'],
    ['pinned', process.execPath],
  ];
  const results = [];
  for (const [label, node] of nodes) {
    const out = JSON.parse(run(node, ['smoke.mjs', join(project, `store-${label}.json`)], project).trim());
    results.push({ label, ...out });
  }
  process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
} finally {
  if (!process.env.KEEP_PACK) rmSync(work, { recursive: true, force: true });
}
