// JS gzip bytes of the web app's first load (every script and modulepreload the server-rendered page of
// '/' links, and its stylesheets) and of every other chunk (route pages and what they share), from the
// React Router build in apps/web/dist (client files under dist/client).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { disposeServer, startServer } from '../src/server.ts';
import { ensureWebBuilt, webDist } from '../src/web-dist.ts';
import { kb, saveResult } from './results.ts';

const client = path.join(webDist, 'client');
const gz = (file: string) => gzipSync(readFileSync(path.join(client, file)), { level: 9 }).byteLength;

ensureWebBuilt();
const server = await startServer();
let html: string;
try {
  html = await (await fetch(`${server.base}/`, { headers: { accept: 'text/html' } })).text();
} finally {
  await disposeServer(server);
}
const firstLoad = [
  ...new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!)),
];
const firstJs = firstLoad.filter((f) => f.endsWith('.js'));
const chunks = readdirSync(path.join(client, 'assets'))
  .filter((f) => f.endsWith('.js') && !firstJs.includes(`assets/${f}`))
  .map((f) => ({ chunk: f.replace(/-[\w-]{8}\.js$/, ''), file: f, gzip: gz(`assets/${f}`) }))
  .sort((a, b) => b.gzip - a.gzip);
const first = {
  js: firstJs.map((f) => ({ file: f, gzip: gz(f) })),
  css: firstLoad.filter((f) => f.endsWith('.css')).map((f) => ({ file: f, gzip: gz(f) })),
};
const firstJsTotal = first.js.reduce((n, f) => n + f.gzip, 0);

console.log(
  `web first load JS: ${kb(firstJsTotal)} gzip (${first.js.map((f) => path.basename(f.file)).join(', ')})`,
);
for (const c of first.css) console.log(`web first load CSS: ${kb(c.gzip)} gzip (${path.basename(c.file)})`);
console.log('lazy chunks (gzip):');
for (const c of chunks) console.log(`  ${c.chunk.padEnd(28)} ${kb(c.gzip).padStart(9)}`);
saveResult('bundle', { firstJsTotal, first, chunks });
