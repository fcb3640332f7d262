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

const serverScreen = document.querySelector<HTMLElement>(`#root > ${RENDERED_SCREEN}`);

const serverData = serverScreen ? window.__staticRouterHydrationData : undefined;

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

// Listened to from the start: the view says it is live from its own effect, which React runs before
// the effects of the components around it.
const appLive = new Promise<void>((live) =>
  document.addEventListener('portal:live', () => live(), { once: true }),
);

/**
 * Times are told against the moment the server rendered the screen until the app is live, then against
 * now: a label crossing a minute while hydrating must not throw the server's screen away.
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

function startupOf(data: typeof serverData): StartupData {
  const startup = data?.loaderData?.[ROOT_ROUTE_ID] as StartupData | undefined;
  return typeof startup === 'object' && startup !== null && 'announcement' in startup ? startup : null;
}

// The SDK's notices are listened to before anything starts the portal, so a login the address asks
// for (?token=) greets the user while the page's code may still be on its way.
const portalReady = loadPortal().then((module) => {
  module.portal.onNotify((notice) => toast(notice.message, { kind: notice.type }));
  setToastWording(module.offlineWording);
  return module;
});

// A guest's server-rendered screen is hydrated at once from the server's data; a signed-in user's
// answers differ from a guest's, so their loaders fetch them once the session is restored, in a task
// of its own (with the router's it was one long task on a phone).
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

async function run() {
  const hydrationData = startsSignedIn() ? undefined : serverData;
  // React Router would otherwise take the server's data from the page itself.
  if (!hydrationData) window.__staticRouterHydrationData = undefined;
  const router = hydrationData ? await createHydratingRouter(hydrationData) : createAppRouter();
  // Without its module and the SDK's decision in, hydration would not render the server's popup in place.
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
      // From here React replays taps itself, so boot.ts stops keeping them. As a transition, hydration
      // yields to the browser every few milliseconds instead of taking the page in one task.
      document.dispatchEvent(new Event('portal:hydrate'));
      startTransition(() => {
        hydrateRoot(serverScreen, app, {
          onRecoverableError: (error) => console.warn('the server-rendered screen was rendered again', error),
        });
      });
      return;
    }
    const root = createRoot(rootElement());
    // A transition, so the first screen is not built in one long task; the shell stays until it commits.
    startTransition(() => root.render(app));
  }

  // Rendering before the first page's module is in would replace the shell with a fallback, then the
  // page. A callback, not top-level await, which would split the entry into many more chunks.
  const renderWhenReady = () => (popupReady ? void popupReady.then(render, render) : render());
  if (router.state.initialized) renderWhenReady();
  else {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      renderWhenReady();
    });
  }

  // Data fetched ahead is for the first screen only: once the user moves on, views fetch their own.
  const firstLocation = router.state.location.key;
  const stopWatchingFirstScreen = router.subscribe((state) => {
    if (state.location.key === firstLocation) return;
    stopWatchingFirstScreen();
    closeFirstScreen();
  });
}

// Registered once the page has loaded and the browser is idle: precaching must not compete with the first screen.
function registerServiceWorkerLater() {
  const register = () => void import('./pwa/register-sw').then((m) => m.registerServiceWorker());
  if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 3000 });
  else setTimeout(register, 1000);
}
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  if (document.readyState === 'complete') registerServiceWorkerLater();
  else addEventListener('load', registerServiceWorkerLater, { once: true });
}

// In a task of its own: with the modules' evaluation it would be one long task on a phone.
setTimeout(prepare, 0);
