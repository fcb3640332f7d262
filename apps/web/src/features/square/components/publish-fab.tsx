import { Link } from 'react-router';
import { loginPath } from '../../../lib/navigation';
import { useSession } from '../../../lib/stores/session-store';
import { PlusIcon } from './icons';

/** Round publish button floating over the feed's lower right; a guest goes to login first. */
export function PublishFab() {
  const loggedIn = useSession((s) => s.loggedIn);
  return (
    <div className="pointer-events-none sticky bottom-0 h-0">
      <Link
        to={loggedIn ? '/postpage' : loginPath('/postpage')}
        aria-label="发布帖子"
        className="pointer-events-auto absolute right-4 bottom-5 flex size-14 items-center justify-center rounded-full bg-gradient-to-br from-primary to-accent text-[1.75rem] text-white shadow-[0_8px_20px_rgb(98_70_234/0.4)] active:scale-95"
      >
        <PlusIcon />
      </Link>
    </div>
  );
}
