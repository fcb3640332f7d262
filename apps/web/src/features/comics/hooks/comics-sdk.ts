import type { ReadingSettingsState, UnlockState } from '@portal/sdk';
import { useStore } from 'zustand';
import { createChapterUnlock, createReadingProgress, portal } from '../../../lib/portal';

/** Paid chapters of this page load: the SDK's unlock machine and the 自动解锁下一章 setting. */
export const chapterUnlock = createChapterUnlock(portal);

/** Reading progress: the account's history, or the device's for a guest (merged at login). */
export const readingProgress = createReadingProgress(portal);

/** The unlock machine is store-shaped, so zustand reads it directly. */
export function useUnlock<T>(selector: (state: UnlockState) => T): T {
  return useStore(chapterUnlock, selector);
}

export function useReadingSettings(): ReadingSettingsState {
  return useStore(chapterUnlock.settings, (s) => s);
}
