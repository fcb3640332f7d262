import { Link } from 'react-router';
import { loginPath } from '../../../lib/navigation';
import { EmptyState } from '../../../ui/states';

/** Shown to a guest where a screen needs a session; the login comes back to `back`. */
export function LoginPrompt({
  title,
  description,
  back,
}: {
  title: string;
  description?: string;
  back: string;
}) {
  return (
    <EmptyState
      title={title}
      description={description}
      action={
        <Link
          to={loginPath(back)}
          className="inline-flex min-h-11 items-center justify-center rounded-full bg-gradient-to-r from-primary to-accent px-8 text-[0.9375rem] font-semibold text-white shadow-[0_6px_16px_rgb(98_70_234/0.28)]"
        >
          去登录
        </Link>
      }
    />
  );
}
