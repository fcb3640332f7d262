import { LOADING_LINE } from '@portal/ui/words';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ADMIN_AREAS_IN_APP, type PageModule } from './areas';
import { RequireArea, RequireSession } from './guards';
import { ConsoleLayout } from './layout';
import { NAV } from './nav';

const page = (load: () => Promise<PageModule>) => async () => ({
  Component: (await load()).default as ComponentType,
});

const areaRoutes: RouteObject[] = ADMIN_AREAS_IN_APP.map(([area, load]) => ({
  element: <RequireArea area={area} />,
  children: [
    NAV[area].path === '/'
      ? { index: true, lazy: page(load) }
      : { path: `${NAV[area].path.slice(1)}/*`, lazy: page(load) },
  ],
}));

/** Shown while the first screen's code loads (the router waits for a lazy route before its first render). */
function FirstLoad() {
  return (
    <p role="status" className="p-8 text-sm text-muted">
      {LOADING_LINE}
    </p>
  );
}

export const routes: RouteObject[] = [
  {
    // One root so the first load has a fallback to show: without it React Router warns on every page load.
    HydrateFallback: FirstLoad,
    children: [
      { path: '/login', lazy: page(() => import('../features/login/login-page')) },
      {
        element: <RequireSession />,
        children: [{ element: <ConsoleLayout />, children: areaRoutes }],
      },
    ],
  },
];

/** The console lives under /admin/ on the portal server (Vite's base). */
export const createConsoleRouter = () =>
  createBrowserRouter(routes, { basename: import.meta.env.BASE_URL.replace(/\/$/, '') });
