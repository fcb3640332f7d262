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
const DEPENDENCIES = ['openapi-fetch', 'nanoid'];

if (!existsSync(join(root, 'dist/index.js')) || process.argv.includes('--build')) {
  execFileSync(join(root, 'node_modules/.bin/tsup'), { cwd: root, stdio: 'inherit' });
}

async function measure(contents, { external = [] } = {}) {
  const result = await build({
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
  };
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
for (const entry of Object.keys(SCREEN_ENTRIES)) {
  const m = await measure(`export * from './dist/${entry}.js';`, { external: DEPENDENCIES });
  console.log(
    `${`@portal/sdk/${entry} alone`.padEnd(48)} ${kb(m.gzip).padStart(10)} gzip  (${kb(m.raw)} min)`,
  );
}
console.log(
  `\nbudget: SDK own code <= ${kb(BUDGET_OWN_BYTES)} gzip -> ${kb(own)}, ${own} of ${BUDGET_OWN_BYTES} bytes (${own <= BUDGET_OWN_BYTES ? 'within' : 'OVER'} budget)`,
);
for (const helper of results.slice(3)) {
  // Marks only the transport carries: the square header and openapi-fetch's client factory.
  const pulled = /X-Requested-With|onRequest/.test(helper.text);
  console.log(`${helper.name}: transport pulled in: ${pulled ? 'YES' : 'no'}`);
}
