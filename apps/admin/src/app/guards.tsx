import { Navigate, Outlet, useLocation } from 'react-router';
import { type AdminArea, canAccess } from '../lib/admin';
import { useSession } from '../lib/session-store';

/** Signed-out visitors go to the login page, which brings them back here afterwards. */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const back = location.pathname === '/' ? '' : `?redirect=${encodeURIComponent(location.pathname)}`;
    return <Navigate to={`/login${back}`} replace />;
  }
  return <Outlet />;
}

/** An area the role may not open (typed address, old bookmark) says so instead of failing call by call. */
export function RequireArea({ area }: { area: AdminArea }) {
  const session = useSession();
  if (session && !canAccess(session.operator.role, area)) {
    return (
      <div className="py-24 text-center" data-testid="forbidden">
        <p className="text-lg font-semibold text-ink">无权访问</p>
        <p className="mt-2 text-sm text-muted">当前账号的角色不能使用此功能</p>
      </div>
    );
  }
  return <Outlet />;
}
