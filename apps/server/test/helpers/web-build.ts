import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * A request handler as a web build carries it (apps/web src/server-rendering/handle-request.tsx): any
 * request for a page's document (HTML accepted, or the shell's own address) gets the build's index.html
 * with the server's policy for its inline scripts; anything else is not a page (404).
 */
export const SHELL_HANDLER = `
import fs from 'node:fs';
import { createHash } from 'node:crypto';
const html = fs.readFileSync(new URL('../index.html', import.meta.url), 'utf8');
const hashes = [...html.matchAll(/<script>([\\s\\S]*?)<\\/script>/g)].map(
  (m) => "'sha256-" + createHash('sha256').update(m[1]).digest('base64') + "'",
);
export async function handleRequest(request, context) {
  const url = new URL(request.url);
  if (url.pathname !== '/index.html' && !(request.headers.get('accept') ?? '').includes('text/html'))
    return new Response(null, { status: 404 });
  return new Response(html, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      'content-security-policy': context.contentSecurityPolicy(hashes),
    },
  });
}`;

/**
 * A web build as the server finds it: `files` (relative path → content) and its request handler at
 * server/handle-request.js (by default one that answers every page with the build's index.html).
 */
export async function fakeWebBuild(files: Record<string, string>, handler = SHELL_HANDLER): Promise<string> {
  const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-web-build-'));
  for (const [file, content] of Object.entries({ ...files, 'server/handle-request.js': handler })) {
    await fs.mkdir(path.dirname(path.join(dist, file)), { recursive: true });
    await fs.writeFile(path.join(dist, file), content);
  }
  return dist;
}
