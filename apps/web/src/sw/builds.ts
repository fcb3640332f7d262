/// <reference lib="webworker" />
import { CACHE_PREFIX } from '../lib/pwa-caches.ts';

/** Where the worker notes the builds it has been, newest last. */
const BUILDS_CACHE = `${CACHE_PREFIX}-builds`;
const BUILDS_KEY = '/__builds';

/**
 * Notes `build` as the newest and deletes the per-build caches (named by `names`) of any build older
 * than the one before it. The previous build's stay: a tab still running it (opened before the update,
 * not yet reloaded) loads its own chunks from there, never the new build's.
 */
export async function keepTwoBuilds(build: string, names: ((build: string) => string)[]): Promise<void> {
  const notes = await caches.open(BUILDS_CACHE);
  const seen = ((await (await notes.match(BUILDS_KEY))?.json()) as string[] | undefined) ?? [];
  const builds = [...seen.filter((b) => b !== build), build].slice(-2);
  await notes.put(BUILDS_KEY, Response.json(builds));
  const kept = new Set(builds.flatMap((b) => names.map((name) => name(b))));
  const perBuild = names.map((name) => name(''));
  const stale = (await caches.keys()).filter(
    (cache) => perBuild.some((prefix) => cache.startsWith(prefix)) && !kept.has(cache),
  );
  await Promise.all(stale.map((cache) => caches.delete(cache)));
}
