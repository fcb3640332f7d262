import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginPath, redirectTarget } from '../lib/navigation';
import { useSession } from '../lib/stores/session-store';
import { useHydrated } from '../lib/use-hydrated';
import { RootFallback } from './layouts/root-fallback';
import type { RouteMeta } from './route-meta';

/**
 * Nothing renders before the stored session is known. withAuth routes send a guest to
 * /login?redirect=<path>; login screens send a signed-in user on to
 * that redirect (or home). Reacting to the session store means logging in anywhere, by any method,
 * returns the user to where they were going, and logging out on a private page leaves it.
 */
export function AuthGuard({ meta, children }: { meta: RouteMeta | undefined; children: ReactNode }) {
  const loggedIn = useSession((s) => s.loggedIn);
  const ready = useSession((s) => s.ready);
  const location = useLocation();
  const hydrated = useHydrated();
  // A page for signed-in users or for guests only is decided in the browser, once the stored account is
  // read: the server renders a guest's view and cannot know (the session lives in the browser).
  // Any other page is a guest's while the server renders it and the browser hydrates it (stores read in
  // their initial state then); the real session follows at once.
  if ((meta?.withAuth || meta?.guestOnly) && (!hydrated || !ready)) return <RootFallback />;
  if (meta?.withAuth && !loggedIn) {
    return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  }
  if (meta?.guestOnly && loggedIn) {
    return <Navigate to={redirectTarget(location.search)} replace />;
  }
  return children;
}
