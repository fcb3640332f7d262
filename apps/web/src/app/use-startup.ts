import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { loadPortal } from '../lib/load-portal';
import { loginPath } from '../lib/navigation';

/**
 * Runs the SDK start-up once (with the SDK, once it has loaded) and sends the user to login when any
 * answer says the session expired. (The SDK's notices become toasts from the entry, main.tsx, before
 * anything starts the portal.)
 */
export function useStartup(): void {
  const navigate = useNavigate();
  useEffect(() => {
    let mounted = true;
    let offExpired = () => {};
    void loadPortal().then(({ onSessionExpired, startPortal }) => {
      if (!mounted) return;
      offExpired = onSessionExpired(() => {
        const here = window.location.pathname + window.location.search;
        navigate(here.startsWith('/login') ? here : loginPath(here), { replace: true });
      });
      void startPortal();
    });
    return () => {
      mounted = false;
      offExpired();
    };
  }, [navigate]);
}
