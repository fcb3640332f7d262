import { useEffect } from 'react';
import { useSession } from '../../lib/stores/session-store';
import { UnreadBadge } from '../../ui/unread-badge';

type Badging = { setAppBadge?: (n?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };

/**
 * Unread messages: the badge on 我的, and on the installed app's icon where the browser has the Badging
 * API. Loaded only for a signed-in player (tab-bar.tsx), so a guest's first load carries none of it.
 */
export default function ProfileTabBadge() {
  const unread = useSession((s) => Number(s.status?.unreadCount ?? 0));
  useEffect(() => {
    const nav = navigator as Navigator & Badging;
    const done = unread > 0 ? nav.setAppBadge?.(unread) : nav.clearAppBadge?.();
    // A browser that refuses (not installed, no permission) keeps its icon as it is.
    done?.catch(() => undefined);
  }, [unread]);
  return (
    <UnreadBadge
      count={unread}
      className="absolute -top-1.5 left-3.5 min-w-4 px-1 text-[0.625rem] leading-4"
    />
  );
}
