import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { loginPath } from '../../../lib/navigation';
import { useSession } from '../../../lib/stores/session-store';
import { EmptyState } from '../../../ui/states';
import { LinkButton } from './link-button';

/** Personal lists (history, subscriptions) need an account; a guest sees a way to log in instead. */
export function LoginNeeded({ title, children }: { title: string; children: ReactNode }) {
  const loggedIn = useSession((s) => s.loggedIn);
  const location = useLocation();
  if (loggedIn) return <>{children}</>;
  return (
    <EmptyState
      title={title}
      description="登录后阅读记录与订阅随账号保存"
      action={<LinkButton to={loginPath(location.pathname)}>去登录</LinkButton>}
    />
  );
}
