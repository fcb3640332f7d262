import { useEffect, useRef } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { loginPath } from '../lib/navigation';
import { onSessionExpired, startPortal } from '../lib/portal';
import { useSession } from '../lib/stores/session-store';

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
  useLoadersFollowSession();
}

/**
 * The pages' loaders run again when the user changes (the stored session read at start-up, a login, a
 * logout): the server rendered a guest's answers, and some differ per user (gift codes, likes).
 */
function useLoadersFollowSession(): void {
  const uid = useSession((s) => (s.ready ? (s.account?.uid ?? '') : null));
  const { revalidate } = useRevalidator();
  const seen = useRef<string | null>('');
  useEffect(() => {
    if (uid === null || uid === seen.current) return;
    seen.current = uid;
    void revalidate();
  }, [uid, revalidate]);
}
