// The page's entry. The prerendered shell in index.html paints first; only then is the app (already
// being fetched through modulepreload links) run. Otherwise a phone that got the JavaScript quickly
// would evaluate all of it before its first paint and show a blank screen meanwhile.
// The stylesheet belongs to the entry so the build links (and inlines) it in index.html.
import './index.css';

// The build makes main.tsx an entry of its own and links it from index.html (preload-app-plugin.ts);
// the dev server serves the source.
function start() {
  if (import.meta.env.DEV) return void import('./main');
  const app = document.querySelector<HTMLLinkElement>('link[rel="modulepreload"][data-app]');
  if (!app) throw new Error('index.html has no link to the app (link[data-app])');
  void import(/* @vite-ignore */ app.href);
}

if (document.visibilityState === 'hidden') start();
// A timeout set inside an animation frame runs once that frame has been painted.
else requestAnimationFrame(() => setTimeout(start, 0));
