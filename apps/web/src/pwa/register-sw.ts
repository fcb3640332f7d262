// Registers the service worker (src/sw/sw.ts, built to /sw.js) and watches for a new build's worker.
// It is loaded after the page has loaded (main.tsx), so none of this is first-load JavaScript.
import { PAGE_SETTLED, SKIP_WAITING } from '../lib/pwa-caches';
import { useAppUpdate } from '../lib/stores/app-update-store';

/** How often an open page asks whether a new build is out, besides when it is shown again. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** A worker waiting while a page is already controlled is a new build: offer it (有新版本). */
function offer(worker: ServiceWorker) {
  if (navigator.serviceWorker.controller) useAppUpdate.setState({ waiting: worker });
}

function watch(registration: ServiceWorkerRegistration) {
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(installing);
    });
  });
  const check = () => void registration.update().catch(() => undefined);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && check());
  setInterval(check, UPDATE_CHECK_MS);
}

export function registerServiceWorker(): void {
  // This runs once the page has loaded and is idle: a worker that answered it from its cache refreshes
  // the kept copy now (navigations.ts).
  navigator.serviceWorker.controller?.postMessage({ type: PAGE_SETTLED });
  // updateViaCache 'none': the worker's script is always asked of the server, never the HTTP cache.
  navigator.serviceWorker
    .register('/sw.js', { scope: '/', updateViaCache: 'none' })
    .then(watch)
    .catch((error: unknown) => console.warn('service worker not registered', error));
}

/**
 * Lets the waiting worker take over and reloads once it has: the page then runs the new build from top
 * to bottom. Until the button is pressed the page keeps loading its own build's chunks.
 */
export function applyUpdate(worker: ServiceWorker): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
  worker.postMessage({ type: SKIP_WAITING });
}
