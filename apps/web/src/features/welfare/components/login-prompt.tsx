import { Link, useLocation } from 'react-router';
import { EmptyState } from '../../../ui/states';

/** For guests on a page that is about their own account: say why, and offer the login. */
export function LoginPrompt({ title }: { title: string }) {
  const { pathname, search } = useLocation();
  return (
    <EmptyState
      title={title}
      description="登录后即可参与，奖励X钻自动到账"
      action={
        <Link
          to={`/login?redirect=${encodeURIComponent(pathname + search)}`}
          className="inline-flex min-h-11 items-center rounded-full bg-gradient-to-r from-primary to-accent px-8 text-[0.9375rem] font-semibold text-white"
        >
          去登录
        </Link>
      }
    />
  );
}
