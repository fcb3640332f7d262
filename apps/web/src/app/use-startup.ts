import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { loginPath } from '../lib/navigation';
import { onSessionExpired, portal, startPortal } from '../lib/portal';
import { toast } from '../ui/toast';

/**
 * Runs the SDK start-up once, shows the SDK's notices as toasts ('欢迎回来:{name}', '复制成功'),
 * and sends the user to login when any answer says the session expired.
 */
export function useStartup(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const offNotify = portal.onNotify((notice) => toast(notice.message, { kind: notice.type }));
    const offExpired = onSessionExpired(() => {
      const here = window.location.pathname + window.location.search;
      navigate(here.startsWith('/login') ? here : loginPath(here), { replace: true });
    });
    void startPortal();
    return () => {
      offNotify();
      offExpired();
    };
  }, [navigate]);
}
