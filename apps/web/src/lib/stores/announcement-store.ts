import type { AnnouncementState, Schemas } from '@portal/sdk';
import { portal } from '../portal';
import { useSdkStore } from '../use-sdk-store';

export type Announcement = Schemas['Announcement'];

/**
 * The SDK's announcement popup state (hidden until one loads). Its arrival renders as a transition: the
 * popup is not urgent and should not block the first screen it opens over.
 */
export function useAnnouncement<T>(selector: (state: AnnouncementState<Announcement>) => T): T {
  return useSdkStore(portal.announcement, selector);
}
