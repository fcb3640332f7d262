import { useUid } from '../../../lib/stores/session-store';

/**
 * Whether I wrote this post or comment. The answer's `mine` may come from before I logged in (a guest's
 * server-rendered or cached page says false), so the author's uid is compared with mine as well.
 */
export function useMine(item: { mine: boolean; uid: string }): boolean {
  const uid = useUid();
  return item.mine || (uid !== '' && item.uid === uid);
}
