import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginPath } from '../../../lib/navigation';
import { useSession } from '../../../lib/stores/session-store';

/**
 * Guests can read everything; a write sends them to login with the way back to this screen.
 * Returns a check to call first in every write: false means the guest has been sent away.
 */
export function useRequireLogin(): () => boolean {
  const loggedIn = useSession((s) => s.loggedIn);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(() => {
    if (loggedIn) return true;
    navigate(loginPath(pathname + search));
    return false;
  }, [loggedIn, navigate, pathname, search]);
}
