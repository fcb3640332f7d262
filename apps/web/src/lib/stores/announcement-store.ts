import type { AnnouncementState, Schemas } from '@portal/sdk';
import { useStore } from 'zustand';
import { portal } from '../portal';

export type Announcement = Schemas['Announcement'];

/** The SDK's announcement popup state (hidden until one loads), read through zustand. */
export function useAnnouncement<T>(selector: (state: AnnouncementState<Announcement>) => T): T {
  return useStore(portal.announcement, selector);
}
