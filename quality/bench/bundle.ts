// JS gzip bytes of the web app's first load (index.html's entry and the chunks it preloads) and of every
// lazily loaded chunk (route pages and what they share), from apps/web/dist.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { webDist } from '../src/web-dist.ts';
import { kb, saveResult } from './results.ts';

const gz = (file: string) => gzipSync(readFileSync(path.join(webDist, file)), { level: 9 }).byteLength;

// The document of '/' as the build's own request handler answers it (apps/web src/server-rendering/),
// asked with no data so that its links stay plain modulepreloads: the entry, the app and the home page's chunks.
type HandleRequest = (
  request: Request,
  context: {
    fetch(request: Request): Promise<Response>;
    contentSecurityPolicy(hashes: readonly string[]): string;
  },
) => Promise<Response>;
const { handleRequest } = (await import(
  pathToFileURL(path.join(webDist, 'server/handle-request.js')).href
)) as {
  handleRequest: HandleRequest;
};
const html = await (
  await handleRequest(new Request('http://bench.invalid/', { headers: { accept: 'text/html' } }), {
    fetch: () => Promise.reject(new Error('the bench renders no data')),
    contentSecurityPolicy: () => '',
  })
).text();
const firstLoad = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
const firstJs = firstLoad.filter((f) => f.endsWith('.js'));
// The entry stylesheet is inlined into index.html (apps/web inline-css-plugin.ts).
const inlineCss = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
const chunks = readdirSync(path.join(webDist, 'assets'))
  .filter((f) => f.endsWith('.js') && !firstJs.includes(`assets/${f}`))
  .map((f) => ({ chunk: f.replace(/-[\w-]{8}\.js$/, ''), file: f, gzip: gz(`assets/${f}`) }))
  .sort((a, b) => b.gzip - a.gzip);
const first = {
  js: firstJs.map((f) => ({ file: f, gzip: gz(f) })),
  css: [
    ...(inlineCss
      ? [{ file: 'index.html <style>', gzip: gzipSync(inlineCss, { level: 9 }).byteLength }]
      : []),
    ...firstLoad.filter((f) => f.endsWith('.css')).map((f) => ({ file: f, gzip: gz(f) })),
  ],
};
const firstJsTotal = first.js.reduce((n, f) => n + f.gzip, 0);

console.log(
  `web first load JS: ${kb(firstJsTotal)} gzip (${first.js.map((f) => path.basename(f.file)).join(', ')})`,
);
for (const c of first.css) console.log(`web first load CSS: ${kb(c.gzip)} gzip (${path.basename(c.file)})`);
console.log('lazy chunks (gzip):');
for (const c of chunks) console.log(`  ${c.chunk.padEnd(28)} ${kb(c.gzip).padStart(9)}`);
saveResult('bundle', { firstJsTotal, first, chunks });
