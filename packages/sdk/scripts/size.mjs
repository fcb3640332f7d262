// Prints the gzip size of the SDK and of its smallest useful imports. Figures and the budget are
// printed, never enforced: a size regression is a review topic, not a red build.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { SCREEN_ENTRIES } from './screen-entries.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// The 1.0 budget of the SDK's own code (it grows with the business rules moved into it).
const BUDGET_OWN_BYTES = 12 * 1024;
// What a browser site ships for `createPortal` and one login (dependencies included): the SDK's own
// code (about 11.6 KB of it) and openapi-fetch, which every call goes through. Set from the measured
// 13.3 KB with room for 1.x patches; the split below says which part pays for what.
const BUDGET_LOGIN_BYTES = 14 * 1024;
const LOGIN =
  "import { createPortal } from './dist/index.js';\nexport const login = (name, password) => createPortal().auth.loginWithName({ name, password });";
const DEPENDENCIES = ['openapi-fetch', 'nanoid'];

if (!existsSync(join(root, 'dist/index.js')) || process.argv.includes('--build')) {
  // Quiet: the bench report keeps what this script prints, and the build's file list is not a figure.
  try {
    execFileSync(join(root, 'node_modules/.bin/tsup'), { cwd: root, stdio: 'pipe' });
  } catch (error) {
    process.stderr.write(`${error.stdout ?? ''}${error.stderr ?? ''}`);
    throw error;
  }
}

async function measure(contents, { external = [], metafile = false } = {}) {
  const result = await build({
    metafile,
    stdin: { contents, resolveDir: root, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    external,
    logLevel: 'silent',
    // What Vite and other app bundlers emit: UTF-8 text, not \u escapes.
    charset: 'utf8',
  });
  const code = result.outputFiles[0].contents;
  return {
    raw: code.byteLength,
    gzip: gzipSync(code, { level: 9 }).byteLength,
    text: Buffer.from(code).toString('utf8'),
    metafile: result.metafile,
  };
}

/** The bundle's minified bytes by who wrote them: a dependency by name, the SDK's own code by folder. */
function split(metafile) {
  const parts = new Map();
  for (const output of Object.values(metafile.outputs)) {
    for (const [path, { bytesInOutput }] of Object.entries(output.inputs)) {
      const dependency = /.*node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path)?.[1];
      // The SDK's dist carries no source paths: its own code counts as one part.
      if (path === '<stdin>') continue;
      const part = dependency ?? '@portal/sdk own code';
      parts.set(part, (parts.get(part) ?? 0) + bytesInOutput);
    }
  }
  return [...parts].sort((a, b) => b[1] - a[1]);
}

const kb = (n) => `${(n / 1024).toFixed(2)} KB`;
const rows = [
  ['whole SDK (index, with dependencies)', "export * from './dist/index.js';", {}],
  [
    'SDK own code (index, dependencies external)',
    "export * from './dist/index.js';",
    { external: DEPENDENCIES },
  ],
  ['createPortal only', "export { createPortal } from './dist/index.js';", {}],
  ['helpers: timeLabel', "export { timeLabel } from './dist/helpers.js';", {}],
  ['helpers: isPhone', "export { isPhone } from './dist/helpers.js';", {}],
];
// The entries of screens a site may not have, each alone (with the shared code it needs, as a site
// importing only it would carry; dependencies external).

const results = [];
for (const [name, entry, options] of rows) {
  const m = await measure(entry, options);
  results.push({ name, ...m });
  console.log(`${name.padEnd(48)} ${kb(m.gzip).padStart(10)} gzip  (${kb(m.raw)} min)`);
}

const own = results[1].gzip;
// createPortal and one login, as a browser site bundles them: what each part adds, each part's own
// code gzipped alone (gzip of the whole is a little less than the sum).
const login = await measure(LOGIN, { metafile: true });
console.log(
  `\n${'createPortal + loginWithName (browser, minified)'.padEnd(48)} ${kb(login.gzip).padStart(10)} gzip  (${kb(login.raw)} min), ${login.gzip} bytes`,
);
for (const [part, bytes] of split(login.metafile)) {
  const alone =
    part === '@portal/sdk own code'
      ? (await measure(LOGIN, { external: DEPENDENCIES })).gzip
      : (await measure(`export * from '${part}';`)).gzip;
  console.log(`  ${part.padEnd(46)} ${kb(bytes).padStart(10)} min   ${kb(alone).padStart(8)} gzip alone`);
}
for (const entry of Object.keys(SCREEN_ENTRIES)) {
  const m = await measure(`export * from './dist/${entry}.js';`, { external: DEPENDENCIES });
  console.log(
    `${`@portal/sdk/${entry} alone`.padEnd(48)} ${kb(m.gzip).padStart(10)} gzip  (${kb(m.raw)} min)`,
  );
}
console.log(
  `\nbudget: SDK own code <= ${kb(BUDGET_OWN_BYTES)} gzip -> ${kb(own)}, ${own} of ${BUDGET_OWN_BYTES} bytes (${own <= BUDGET_OWN_BYTES ? 'within' : 'OVER'} budget)`,
);
console.log(
  `budget: createPortal + login <= ${kb(BUDGET_LOGIN_BYTES)} gzip -> ${kb(login.gzip)}, ${login.gzip} of ${BUDGET_LOGIN_BYTES} bytes (${login.gzip <= BUDGET_LOGIN_BYTES ? 'within' : 'OVER'} budget)`,
);
for (const helper of results.slice(3)) {
  // Marks only the transport carries: the square header and openapi-fetch's client factory.
  const pulled = /X-Requested-With|onRequest/.test(helper.text);
  console.log(`${helper.name}: transport pulled in: ${pulled ? 'YES' : 'no'}`);
}
