import { create } from 'zustand';
import type { Announcement } from '../portal-types';

export interface AnnouncementView {
  /** The announcement to show; null until one loads. */
  item: Announcement | null;
  open: boolean;
}

/** Hidden until an announcement loads, then shown (SPEC.md section 4). */
export const useAnnouncement = create<AnnouncementView>()(() => ({ item: null, open: false }));
