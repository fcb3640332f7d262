import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginPath, redirectTarget } from '../lib/navigation';
import { useServerRendering } from '../lib/server-rendering';
import { useSession } from '../lib/stores/session-store';
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
  const { serverRendered } = useServerRendering();
  // Until the stored account is read, a signed-in user would look like a guest (and pages would
  // call the server without the session): wait. Reading it takes a moment at start-up only.
  // A server-rendered screen is a guest's, rendered before the session was known: hydrating it renders
  // the same (stores read in their initial state then); the real session follows at once.
  if (!ready && !serverRendered) return <RootFallback />;
  if (meta?.withAuth && !loggedIn) {
    return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  }
  if (meta?.guestOnly && loggedIn) {
    return <Navigate to={redirectTarget(location.search)} replace />;
  }
  return children;
}
