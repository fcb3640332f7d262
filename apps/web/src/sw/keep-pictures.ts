/// <reference lib="webworker" />
import { OFFLINE_CHAPTERS_CACHE } from '../lib/pwa-caches.ts';

declare const self: ServiceWorkerGlobalScope;

/**
 * Keeps pictures in the offline chapters' cache (lib/offline-chapters.ts asks, for a chapter read or
 * saved with 离线阅读): each already kept or fetched now, a partner CDN's without CORS (kept opaque, as
 * an <img> shows it). One boolean per picture: whether it is kept.
 */
export async function keepPictures(urls: string[]): Promise<boolean[]> {
  const cache = await caches.open(OFFLINE_CHAPTERS_CACHE);
  return Promise.all(
    urls.map(async (url) => {
      try {
        const absolute = new URL(url, self.location.origin);
        if (await cache.match(absolute.href, { ignoreVary: true })) return true;
        const crossOrigin = absolute.origin !== self.location.origin;
        const response = await fetch(absolute.href, crossOrigin ? { mode: 'no-cors' } : {});
        if (!response.ok && response.type !== 'opaque') return false;
        await cache.put(absolute.href, response);
        return true;
      } catch {
        return false;
      }
    }),
  );
}
