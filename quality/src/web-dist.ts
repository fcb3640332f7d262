// The built web app the server serves; built once (only when missing) so browser tests see real pages.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.ts';

export const webDist = path.join(repoRoot, 'apps/web/dist');

export function ensureWebBuilt(): void {
  if (existsSync(path.join(webDist, 'server/index.js'))) return;
  execFileSync('pnpm', ['--filter', '@portal/web', 'build'], { cwd: repoRoot, stdio: 'inherit' });
}

/** The URLs of the app's browser entry and its root stylesheet (React Router's build, dist/client). */
export function entryAssets(): string[] {
  return readdirSync(path.join(webDist, 'client/assets'))
    .filter((file) => /^(entry\.client-[\w-]+\.js|root-[\w-]+\.css)$/.test(file))
    .map((file) => `/assets/${file}`);
}
