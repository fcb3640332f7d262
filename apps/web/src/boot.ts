// The page's entry. The HTML paints first: the tab's first screen the server rendered, or the generic
// shell, and its pictures in view; only then is the
// app run. Otherwise a phone that got the JavaScript quickly would evaluate all of it before its first
// paint and show a blank screen, or blank picture slots, meanwhile.
// The stylesheet belongs to the entry so the build links (and inlines) it in index.html.
import './index.css';

/**
 * A tap on a button of the screen the server rendered, before the app has taken it over, would do
 * nothing (the app waits for the screen to paint): the last one is kept, and tapped again when the
 * app says it is live (app/use-app-live.ts), so '下载' on a game's page opened from a link answers.
 * Once React hydrates the screen (main.tsx) it replays taps itself. Links work without JavaScript.
 */
let tapped: HTMLElement | null = null;
// __SERVER_RENDERING_MARKUP__ (src/lib/server-rendering-markup.ts) is written into this file by the build (Vite's
// `define`, vite.config.ts): an import would be a chunk of its own that the first paint waits for.
const keepTap = ({ target }: MouseEvent) => {
  // The announcement popup has an early script of its own (src/server-rendering/popup-script.ts).
  const button = target instanceof Element && target.closest('button:not(dialog[data-popup] *)');
  if (
    button instanceof HTMLElement &&
    button.closest(`[${__SERVER_RENDERING_MARKUP__.prerenderedAttr}="screen"]`)
  )
    tapped = button;
};
addEventListener('click', keepTap, true);
// Each is heard once: every view the app mounts later says it is live again.
const once = { once: true };
document.addEventListener('portal:hydrate', () => removeEventListener('click', keepTap, true), once);
document.addEventListener(
  'portal:live',
  () => {
    removeEventListener('click', keepTap, true);
    if (tapped?.isConnected) tapped.click();
    tapped = null;
  },
  once,
);

/** How long the app waits for the first screen's pictures at most: a slow one must not hold up the page. */
const PICTURE_WAIT_MS = 1000;

/**
 * For a first screen the server rendered, the document holds the app's chunks back
 * (src/server-rendering/document.ts) so they do not compete with the screen's pictures: fetched from
 * here, after the paint.
 */
const DEFERRED_MODULE_REL = __SERVER_RENDERING_MARKUP__.deferredModuleRel;

/** How many held-back chunk links are turned into preloads per task (each costs the main thread ~1 ms). */
const LINKS_PER_TASK = 4;

const nextTask = () => new Promise((done) => setTimeout(done, 0));

/** A held-back link as the modulepreload it stands for. */
function preloadFor(held: HTMLLinkElement): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = held.href;
  link.crossOrigin = '';
  for (const [key, value] of Object.entries(held.dataset)) link.dataset[key] = value;
  return link;
}

async function start() {
  // The build makes main.tsx an entry of its own and links it from index.html (preload-app-plugin.ts);
  // the dev server serves the source.
  if (import.meta.env.DEV) return void import('./main');
  const held = [...document.querySelectorAll<HTMLLinkElement>(`link[rel="${DEFERRED_MODULE_REL}"]`)];
  const appLink = document.querySelector<HTMLLinkElement>('link[data-app]');
  if (!appLink) throw new Error('index.html has no link to the app (link[data-app])');
  // The libraries the app is built on (React, the router, the SDK), in the order they build on each
  // other: evaluating them and the app in one go is one long task on a phone; one per task, none is.
  const stages = [...document.querySelectorAll<HTMLLinkElement>('link[data-stage]')]
    .sort((a, b) => Number(a.dataset.stage) - Number(b.dataset.stage))
    .map((link) => link.href);
  const appHref = appLink.href;
  // The app's own chunks are fetched at once, the rest (the page's chunks) a few per task after, so
  // that starting two dozen fetches never holds the main thread long enough to delay a tap.
  const first = held.filter((link) => link === appLink || link.dataset.stage !== undefined);
  for (const link of first) link.replaceWith(preloadFor(link));
  const rest = held.filter((link) => !first.includes(link));
  const restored = (async () => {
    for (let i = 0; i < rest.length; i += LINKS_PER_TASK) {
      await nextTask();
      for (const link of rest.slice(i, i + LINKS_PER_TASK)) link.replaceWith(preloadFor(link));
    }
  })();
  for (const href of stages) {
    await import(/* @vite-ignore */ href);
    await nextTask();
  }
  await Promise.all([import(/* @vite-ignore */ appHref), restored]);
}

/**
 * The pictures of the first screen (the shell's, or the rendered screen's in view) that are still
 * loading. Asked of an IntersectionObserver, which answers from the frame's own layout: measuring each
 * picture here would make the browser lay the page out again first, in this task.
 */
function picturesInView(): Promise<HTMLImageElement[]> {
  const loading = [...document.querySelectorAll<HTMLImageElement>('#root img')].filter(
    (img) => !img.complete && img.loading !== 'lazy',
  );
  if (loading.length === 0) return Promise.resolve([]);
  return new Promise((done) => {
    const observer = new IntersectionObserver((entries) => {
      observer.disconnect();
      done(entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target as HTMLImageElement));
    });
    for (const img of loading) observer.observe(img);
  });
}

async function firstScreenPictures(): Promise<unknown> {
  const loading = (await picturesInView()).filter((img) => !img.complete);
  if (loading.length === 0) return;
  const each = loading.map(
    (img) =>
      new Promise((done) => {
        img.addEventListener('load', done, { once: true });
        img.addEventListener('error', done, { once: true });
      }),
  );
  return Promise.race([Promise.all(each), new Promise((done) => setTimeout(done, PICTURE_WAIT_MS))]);
}

/** Resolves once the current frame has been painted (a timeout set inside an animation frame). */
const painted = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));

// The pictures are looked for after the first paint, when the layout they are measured in is done.
if (document.visibilityState === 'hidden') void start();
else void painted().then(firstScreenPictures).then(painted).then(start);
