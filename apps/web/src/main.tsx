import './app/stages/react-stage';
import { setToastWording, toast } from '@portal/ui/toast';
import { type ReactNode, StrictMode, startTransition, useEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { preloadAnnouncementPopup } from './app/overlays/global-overlays';
import { createAppRouter, createHydratingRouter, ROOT_ROUTE_ID } from './app/router';
import { closeFirstScreen } from './lib/first-screen-data';
import { loadPortal } from './lib/load-portal';
import { startsSignedIn } from './lib/portal-helpers';
import { type ServerRendering, ServerRenderingContext } from './lib/server-rendering';
import { RENDERED_SCREEN, SERVER_RENDERING_MARKUP } from './lib/server-rendering-markup';
import type { StartupData } from './lib/startup-data';

function rootElement(): HTMLElement {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  return root;
}

/** The first screen the server rendered (src/server-rendering/handle-request.tsx), if it did. */
const serverScreen = document.querySelector<HTMLElement>(`#root > ${RENDERED_SCREEN}`);

/**
 * The loaders' data the server rendered that screen with: React Router's hydration data, which its
 * `StaticRouterProvider` put into the page (`window.__staticRouterHydrationData`).
 */
const serverData = serverScreen ? window.__staticRouterHydrationData : undefined;

/** What the server's rendering of the screen says, for the components that must hydrate it as rendered. */
const rendering: ServerRendering | null = serverScreen
  ? {
      serverRendered: true,
      renderedAt: Number(serverScreen.getAttribute(SERVER_RENDERING_MARKUP.renderedAtAttr)) || null,
      announcementShown: serverScreen.querySelector('dialog[data-popup]') !== null,
      announcement: null,
      // The body as the page holds it (sanitized by the server), while the server's popup is there.
      announcementBody: () =>
        document.querySelector('dialog[data-popup] [data-announcement-body]')?.innerHTML ?? null,
      sanitizeHtml: null,
    }
  : null;

/**
 * Resolves once the app says it is live over the server's screen. Listened to from the start: the view
 * says so from its own effect, which React runs before the effects of the components around it.
 */
const appLive = new Promise<void>((live) =>
  document.addEventListener('portal:live', () => live(), { once: true }),
);

/**
 * Hands the components what the server's rendering says while they hydrate its screen. Times are told
 * against the moment the server rendered it until the app is live (`portal:live`, app/use-app-live.ts),
 * then against now: a label crossing a minute in between must not throw the server's screen away.
 */
function Rendering({ children }: { children: ReactNode }) {
  const [value, setValue] = useState(rendering);
  useEffect(() => {
    if (!value || value.renderedAt === null) return;
    let current = true;
    void appLive.then(() => current && startTransition(() => setValue({ ...value, renderedAt: null })));
    return () => {
      current = false;
    };
  }, [value]);
  return value ? <ServerRenderingContext value={value}>{children}</ServerRenderingContext> : children;
}

/** Start-up's answer in that data (the root route's: the announcement as a guest gets it). */
function startupOf(data: typeof serverData): StartupData {
  const startup = data?.loaderData?.[ROOT_ROUTE_ID] as StartupData | undefined;
  return typeof startup === 'object' && startup !== null && 'announcement' in startup ? startup : null;
}

/**
 * The SDK, loaded from here on. Its notices ('欢迎回来:{name}', '复制成功') are toasts: listened to
 * before anything starts the portal (this is the first handler of the load), so a login the address
 * asks for (?token=) greets the user while the page's code may still be on its way.
 */
const portalReady = loadPortal().then((module) => {
  module.portal.onNotify((notice) => toast(notice.message, { kind: notice.type }));
  setToastWording(module.offlineWording);
  return module;
});

/**
 * Over a screen the server rendered: a guest's is hydrated at once from the server's data, while the
 * SDK loads and starts; a signed-in user's loaders fetch their own answers, once start-up has restored
 * their session (in a task of its own, ahead of the router's: together they were one long task on a
 * phone).
 */
function prepare() {
  if (!serverScreen) return void run();
  const startup = startupOf(serverData);
  const started = portalReady.then((module) => {
    void module.startPortal(startup, rendering?.announcementShown);
    return module;
  });
  if (!startsSignedIn()) return void run();
  void started.then((module) => module.whenSessionRestored()).then(() => setTimeout(run, 0));
}

/** Starts the router (which starts the first route's loader) and renders the app. */
async function run() {
  // The server rendered a guest's screen and sent its loaders' data: a guest's first render is that
  // screen, with no call. A signed-in user's loaders fetch their own answers instead.
  const hydrationData = startsSignedIn() ? undefined : serverData;
  // React Router would otherwise take the server's data from the page itself.
  if (!hydrationData) window.__staticRouterHydrationData = undefined;
  const router = hydrationData ? await createHydratingRouter(hydrationData) : createAppRouter();
  // Hydrating the server's popup needs its module and the SDK's decision to show it (taken from the
  // answer in the hydration data, so at once): then the app renders the popup the server did, in place.
  const popupReady = rendering?.announcementShown
    ? Promise.all([
        preloadAnnouncementPopup(),
        portalReady.then((module) => module.whenAnnouncementDecided()),
      ])
    : null;

  const app = (
    <StrictMode>
      <Rendering>
        <RouterProvider router={router} />
      </Rendering>
    </StrictMode>
  );

  function render() {
    if (serverScreen) {
      // React takes over the server's HTML instead of building it again: no DOM to create, nothing to
      // lay out anew. A screen that does not match (a time label a minute older, another time zone) is
      // rendered again by React, as without the server's.
      // As a transition, hydration too yields to the browser every few milliseconds (a plain hydrateRoot
      // takes the whole page in one task).
      // From here React replays a tap on the screen itself: boot.ts stops keeping them.
      document.dispatchEvent(new Event('portal:hydrate'));
      startTransition(() => {
        hydrateRoot(serverScreen, app, {
          onRecoverableError: (error) => console.warn('the server-rendered screen was rendered again', error),
        });
      });
      return;
    }
    const root = createRoot(rootElement());
    // A transition render yields to the browser every few milliseconds instead of building the whole
    // first screen in one long task; the prerendered shell stays on screen until it commits.
    startTransition(() => root.render(app));
  }

  // index.html already shows the prerendered shell; rendering only once the first route's page module
  // (and any loader) is in avoids replacing that shell with the generic fallback and then the page.
  // (A callback, not top-level await: that would split the entry into many more chunks.)
  const renderWhenReady = () => (popupReady ? void popupReady.then(render, render) : render());
  if (router.state.initialized) renderWhenReady();
  else {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      renderWhenReady();
    });
  }

  // What the first screen's loader fetched ahead is for that screen only (which React may hydrate in
  // parts, later than the layout around it): once the user moves on, views fetch their own.
  const firstLocation = router.state.location.key;
  const stopWatchingFirstScreen = router.subscribe((state) => {
    if (state.location.key === firstLocation) return;
    stopWatchingFirstScreen();
    closeFirstScreen();
  });
}

// The service worker (offline reading, instant repeat visits, the 有新版本 prompt) is registered once
// the page has loaded and the browser is idle: its precaching must not compete with the first screen.
function registerServiceWorkerLater() {
  const register = () => void import('./pwa/register-sw').then((m) => m.registerServiceWorker());
  if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 3000 });
  else setTimeout(register, 1000);
}
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  if (document.readyState === 'complete') registerServiceWorkerLater();
  else addEventListener('load', registerServiceWorkerLater, { once: true });
}

// In a task of its own: evaluating the app's modules already takes a task on a phone; starting the
// portal, the router and the render in the same one would make it a long one.
setTimeout(prepare, 0);
