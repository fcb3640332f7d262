import type { AnnouncementState, Schemas } from '@portal/sdk';
import { usePortal } from '../load-portal';
import { useServerRendering } from '../server-rendering';
import { fixedStore, useSdkStore } from '../use-sdk-store';

export type Announcement = Schemas['Announcement'];

/** Before the SDK has loaded, no announcement shows (the SDK's own initial state). */
const beforeStart = fixedStore<AnnouncementState<Announcement>>({ visible: false, announcement: null });

/**
 * The SDK's announcement popup state (hidden until one loads). Its arrival renders as a transition: the
 * popup is not urgent and should not block the first screen it opens over.
 */
export function useAnnouncement<T>(selector: (state: AnnouncementState<Announcement>) => T): T {
  // On the server, the request's own portal's (the render's context); in the browser, the SDK's once loaded.
  const rendering = useServerRendering().announcement;
  const loaded = usePortal()?.portal.announcement;
  return useSdkStore(rendering ?? loaded ?? beforeStart, selector);
}
