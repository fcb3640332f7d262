// The built web app the server serves; built once (only when missing) so browser tests see real pages.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.ts';

export const webDist = path.join(repoRoot, 'apps/web/dist');

export function ensureWebBuilt(): void {
  if (existsSync(path.join(webDist, 'index.html'))) return;
  execFileSync('pnpm', ['--filter', '@portal/web', 'build'], { cwd: repoRoot, stdio: 'inherit' });
}

/** Script and style URLs index.html loads first. */
export function entryAssets(): string[] {
  const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
}
