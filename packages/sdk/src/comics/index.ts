/**
 * `@portal/sdk/comics`: paid chapters (the unlock flow a reader page follows, with its copy) and
 * reading progress (the last page read of each book, kept on the device and on the server). Built on a
 * portal from `createPortal`.
 * Its own entry, so a site without these screens never carries them.
 */

export {
  type ChapterUnlock,
  createChapterUnlock,
  type ReadingSettingsState,
  type UnlockPortal,
} from './chapter-unlock.js';
export {
  createReadingProgress,
  type ProgressPortal,
  READ_PROGRESS_KEY,
  type ReadingProgress,
  type ReadSpot,
} from './reading-progress.js';
export * from './unlock-machine.js';
