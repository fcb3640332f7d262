// Fails when docs/sdk/ is not what `pnpm --filter @portal/sdk run docs` writes from the current source:
// TypeDoc writes into a temporary folder and each page is compared with the committed one.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const committed = join(root, '../../docs/sdk');
const fresh = mkdtempSync(join(tmpdir(), 'portal-sdk-docs-'));
try {
  execFileSync(join(root, 'node_modules/.bin/typedoc'), ['--logLevel', 'Error'], {
    cwd: root,
    env: { ...process.env, PORTAL_DOCS_OUT: fresh },
    stdio: 'inherit',
  });
  const pages = (dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.md'));
  const names = [...new Set([...pages(committed), ...pages(fresh)])].sort();
  const read = (dir, name) => {
    try {
      return readFileSync(join(dir, name), 'utf8');
    } catch {
      return null;
    }
  };
  const stale = names.filter((name) => read(committed, name) !== read(fresh, name));
  if (stale.length) {
    console.error(
      `docs/sdk is stale (${stale.join(', ')}): run pnpm --filter @portal/sdk run docs and commit it`,
    );
    process.exit(1);
  }
  console.log(`docs/sdk is up to date (${names.length} pages)`);
} finally {
  rmSync(fresh, { recursive: true, force: true });
}
