import type { AnnouncementState, Schemas } from '@portal/sdk';
import { usePortal } from '../load-portal';
import { fixedStore, useSdkStore } from '../use-sdk-store';

export type Announcement = Schemas['Announcement'];

/** Before the SDK has loaded, no announcement shows (the SDK's own initial state). */
const beforeStart = fixedStore<AnnouncementState<Announcement>>({ visible: false, announcement: null });

/**
 * The SDK's announcement popup state (hidden until one loads). Its arrival renders as a transition: the
 * popup is not urgent and should not block the first screen it opens over.
 */
export function useAnnouncement<T>(selector: (state: AnnouncementState<Announcement>) => T): T {
  return useSdkStore(usePortal()?.portal.announcement ?? beforeStart, selector);
}
