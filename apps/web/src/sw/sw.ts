/// <reference lib="webworker" />
// The service worker (built by vite-plugin-pwa from this file, served at /sw.js). Precaches the shell
// and every chunk of its build, answers page loads from the last rendered page (navigations.ts), API
// reads by kind (read-answers.ts), pictures from the cache first; leaves money, session and writes to
// the network, and shows Web Push messages (push.ts). A new build waits until the page asks it to take over (the 有新版本 prompt).
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import {
  CACHE_PREFIX,
  KEEP_PICTURES,
  PAGE_SETTLED,
  PICTURES_CACHE,
  pagesCacheName,
  precacheName,
  SKIP_WAITING,
} from '../lib/pwa-caches.ts';
import { keepTwoBuilds } from './builds.ts';
import { keepPictures } from './keep-pictures.ts';
import { createNavigationHandler, pageSettled } from './navigations.ts';
import { installPush } from './push.ts';
import { isReadAnswer, readAnswer } from './read-answers.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const manifest = self.__WB_MANIFEST;

/** This build's name: a digest of its precache list (file names carry content hashes). */
function buildId(entries: (PrecacheEntry | string)[]): string {
  let hash = 5381;
  for (const entry of entries) {
    const text = typeof entry === 'string' ? entry : `${entry.url} ${entry.revision ?? ''}`;
    for (let i = 0; i < text.length; i++) hash = (Math.imul(hash, 33) ^ text.charCodeAt(i)) >>> 0;
  }
  return hash.toString(36);
}

const BUILD = buildId(manifest);

// A precache of its own per build: an older tab's chunks stay in the previous build's until it reloads.
setCacheNameDetails({ prefix: CACHE_PREFIX, precache: 'precache', suffix: BUILD });
// No directory index: '/' is the server's rendered page, not the bare shell.
precacheAndRoute(manifest, { directoryIndex: '', cleanURLs: false });

// Not the pages the server serves beside the app: the operators' console (its own build and chunks),
// the sandbox payment page, files, health and metrics, nor an API address opened directly.
const NOT_THE_APP = [
  /^\/admin(\/|$)/,
  /^\/pay\//,
  /^\/files\//,
  /^\/(api|portal)\//,
  /^\/(health|healthz|ready|metrics)$/,
];
registerRoute(new NavigationRoute(createNavigationHandler(pagesCacheName(BUILD)), { denylist: NOT_THE_APP }));

// A chunk of an older build (a tab opened before the update): from any cache that has it.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  // ignoreVary: the server varies them on Accept-Encoding, which a worker never sees; names are hashes.
  async ({ request }) => (await caches.match(request, { ignoreVary: true })) ?? fetch(request),
);

registerRoute(
  ({ url, request }) => isReadAnswer(url, request.method),
  ({ request, event }) => readAnswer(request, event),
  'POST',
);
registerRoute(
  ({ url, request }) => isReadAnswer(url, request.method),
  ({ request, event }) => readAnswer(request, event),
  'GET',
);

const pictures = new CacheFirst({
  cacheName: PICTURES_CACHE,
  plugins: [
    // Pictures from partner CDNs arrive opaque (no CORS): kept as they are.
    new CacheableResponsePlugin({ statuses: [0, 200] }),
    new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * 24 * 60 * 60, purgeOnQuotaError: true }),
  ],
});
// Chapter pages kept for offline reading live in another cache: looked up everywhere first.
registerRoute(
  ({ request }) => request.destination === 'image',
  async (options) => (await caches.match(options.request, { ignoreVary: true })) ?? pictures.handle(options),
);

self.addEventListener('message', (event) => {
  const message = event.data as { type?: unknown; urls?: unknown } | null;
  if (message?.type === SKIP_WAITING) void self.skipWaiting();
  if (message?.type === PAGE_SETTLED && event.source instanceof Client) pageSettled(event.source.id);
  if (message?.type === KEEP_PICTURES && Array.isArray(message.urls)) {
    const [port] = event.ports;
    const urls = message.urls.filter((u): u is string => typeof u === 'string');
    event.waitUntil(keepPictures(urls).then((kept) => port?.postMessage(kept)));
  }
});

// Web Push: a message shown as a notification, a tap opening its page.
installPush(self);

self.addEventListener('activate', (event) => {
  event.waitUntil(keepTwoBuilds(BUILD, [precacheName, pagesCacheName]));
});

clientsClaim();
