import type { ReadingSettingsState, UnlockState } from '@portal/sdk/comics';
import { createChapterUnlock, createReadingProgress, portal } from '../../../lib/portal';
import { useSdkStore } from '../../../lib/use-sdk-store';

/** Paid chapters of this page load: the SDK's unlock machine and the 自动解锁下一章 setting. */
export const chapterUnlock = createChapterUnlock(portal);

/** Reading progress: the account's history, or the device's for a guest (merged at login). */
export const readingProgress = createReadingProgress(portal);

/** The unlock machine (store-shaped). */
export function useUnlock<T>(selector: (state: UnlockState) => T): T {
  return useSdkStore(chapterUnlock, selector);
}

export function useReadingSettings(): ReadingSettingsState {
  return useSdkStore(chapterUnlock.settings);
}
