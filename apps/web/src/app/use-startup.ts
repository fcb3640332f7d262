import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { loginPath } from '../lib/navigation';
import { onSessionExpired, startPortal } from '../lib/portal';

/**
 * Runs the SDK start-up once and sends the user to login when any answer says the session expired.
 * (The SDK's notices become toasts from the entry, main.tsx, before anything starts the portal.)
 */
export function useStartup(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const offExpired = onSessionExpired(() => {
      const here = window.location.pathname + window.location.search;
      navigate(here.startsWith('/login') ? here : loginPath(here), { replace: true });
    });
    void startPortal();
    return offExpired;
  }, [navigate]);
}
