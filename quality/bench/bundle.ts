// JS gzip bytes of the web app's first load (index.html's entry and the chunks it preloads) and of every
// lazily loaded chunk (route pages and what they share), from apps/web/dist.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { webDist } from '../src/web-dist.ts';
import { kb, saveResult } from './results.ts';

const gz = (file: string) => gzipSync(readFileSync(path.join(webDist, file)), { level: 9 }).byteLength;

const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
// The server adds the home page's chunks to the HTML of '/' (apps/web first-screen.json).
const manifest = JSON.parse(readFileSync(path.join(webDist, 'first-screen.json'), 'utf8')) as {
  routes: { path: string; preload: string[] }[];
};
const homePreloads = (manifest.routes.find((r) => r.path === '/')?.preload ?? []).map((p) => p.slice(1));
const firstLoad = [
  ...[...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!),
  ...homePreloads,
];
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
