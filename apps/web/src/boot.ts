// The page's entry: the app runs only after the HTML and its pictures in view have painted, or a phone
// that got the JavaScript quickly would evaluate all of it first and show a blank screen meanwhile.
// The stylesheet is imported here so the build inlines it in index.html.
import './index.css';

// A tap on the server's screen before the app takes it over would do nothing: the last one is kept and
// tapped again once the app is live, so '下载' on a game's page opened from a link answers.
let tapped: HTMLElement | null = null;
// __SERVER_RENDERING_MARKUP__ is written in by the build (Vite's `define`): an import would be a chunk
// of its own that the first paint waits for. Read once: each mention is the whole object.
const { deferredModuleRel, prerenderedAttr } = __SERVER_RENDERING_MARKUP__;
const keepTap = ({ target }: MouseEvent) => {
  // The announcement popup has an early script of its own.
  const button = target instanceof Element && target.closest('button:not(dialog[data-popup] *)');
  if (button instanceof HTMLElement && button.closest(`[${prerenderedAttr}="screen"]`)) tapped = button;
};
addEventListener('click', keepTap, true);
// Once: every view the app mounts later says it is live again.
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

/** A slow picture must not hold up the page. */
const PICTURE_WAIT_MS = 1000;

/** Held-back links turned into preloads per task: each costs the main thread about 1 ms. */
const LINKS_PER_TASK = 4;

const nextTask = () => new Promise((done) => setTimeout(done, 0));

function preloadFor(held: HTMLLinkElement): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = held.href;
  link.crossOrigin = '';
  for (const [key, value] of Object.entries(held.dataset)) link.dataset[key] = value;
  return link;
}

async function start() {
  // The dev server has no build's links: it serves the source.
  if (import.meta.env.DEV) return void import('./main');
  // The app's chunks, held back by the server's document so they do not compete with the screen's pictures.
  const held = [...document.querySelectorAll<HTMLLinkElement>(`link[rel="${deferredModuleRel}"]`)];
  const appLink = document.querySelector<HTMLLinkElement>('link[data-app]');
  if (!appLink) throw new Error('index.html has no link to the app (link[data-app])');
  // React, the router and the SDK, one per task: evaluated with the app in one go they are one long task.
  const stages = [...document.querySelectorAll<HTMLLinkElement>('link[data-stage]')]
    .sort((a, b) => Number(a.dataset.stage) - Number(b.dataset.stage))
    .map((link) => link.href);
  const appHref = appLink.href;
  // The page's chunks a few per task, so starting two dozen fetches never delays a tap.
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

const area = ({ intersectionRect: { width, height } }: IntersectionObserverEntry) => width * height;

/** The pictures in view, largest first: an IntersectionObserver answers from the frame's own layout. */
function picturesInView(): Promise<IntersectionObserverEntry[]> {
  const pictures = document.querySelectorAll('#root img:not([loading="lazy"])');
  return new Promise((done) => {
    if (pictures.length === 0) return done([]);
    const observer = new IntersectionObserver((entries) => {
      observer.disconnect();
      done(entries.filter((entry) => entry.isIntersecting).sort((a, b) => area(b) - area(a)));
    });
    for (const img of pictures) observer.observe(img);
  });
}

/**
 * Resolves once the largest picture in view is on the screen: the browser reports it as the page's
 * largest contentful paint once the frame holding it has been presented, which on a phone drawing a
 * dozen pictures comes well after the picture has loaded; or once something larger than any picture
 * has been (the picture will never be reported then).
 */
function presented(largest: IntersectionObserverEntry): Promise<void> {
  if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) return painted();
  return new Promise((done) => {
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LargestContentfulPaint[]) {
        if (entry.element === largest.target || entry.size >= area(largest)) {
          observer.disconnect();
          return done();
        }
      }
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** The largest picture in view on the screen: the one the visitor waits for. */
async function firstScreenPictures(): Promise<void> {
  const [largest] = await picturesInView();
  if (largest) await presented(largest);
}

const painted = () => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0)));

// The app's chunks are fetched once the first screen is on the screen with its largest picture: a
// phone's bandwidth goes to what the visitor sees first, and its main thread draws it before evaluating
// the app. A slow picture must not hold up the page.
if (document.visibilityState === 'hidden') void start();
else
  void Promise.race([firstScreenPictures(), new Promise((done) => setTimeout(done, PICTURE_WAIT_MS))])
    .then(painted)
    .then(start);
