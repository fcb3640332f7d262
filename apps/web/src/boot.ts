// The page's entry. The prerendered shell in index.html paints first, with its picture when the server
// put one in (the page's largest paint); only then is the app (already being fetched through
// modulepreload links) run. Otherwise a phone that got the JavaScript quickly would evaluate all of it
// before its first paint and show a blank screen, or a blank picture slot, meanwhile.
// The stylesheet belongs to the entry so the build links (and inlines) it in index.html.
import './index.css';

/** How long the app waits for the shell's picture at most: a slow picture must not hold up the page. */
const PICTURE_WAIT_MS = 1000;

function start() {
  // The build makes main.tsx an entry of its own and links it from index.html (preload-app-plugin.ts);
  // the dev server serves the source.
  if (import.meta.env.DEV) return void import('./main');
  const app = document.querySelector<HTMLLinkElement>('link[rel="modulepreload"][data-app]');
  if (!app) throw new Error('index.html has no link to the app (link[data-app])');
  void import(/* @vite-ignore */ app.href);
}

function shellPicture(): Promise<unknown> {
  const picture = document.querySelector<HTMLImageElement>('img[data-shell-image]');
  if (!picture || picture.complete) return Promise.resolve();
  return new Promise((done) => {
    picture.addEventListener('load', done, { once: true });
    picture.addEventListener('error', done, { once: true });
    setTimeout(done, PICTURE_WAIT_MS);
  });
}

if (document.visibilityState === 'hidden') start();
// A timeout set inside an animation frame runs once that frame has been painted.
else void shellPicture().then(() => requestAnimationFrame(() => setTimeout(start, 0)));
