import type { Schemas } from '@portal/sdk';
import { useEffect } from 'react';
import { DiamondIcon } from '../../../assets/icons';
import { chapterUnlock } from '../hooks/comics-sdk';
import { AutoUnlockSwitch } from './auto-unlock-switch';
import { LockIcon } from './lock-icon';

const toUnlock = (c: Schemas['ChapterPages']) => ({
  bookId: c.bookId,
  chapterId: c.chapterId,
  title: c.title,
  price: c.price ?? 0,
  locked: c.locked ?? false,
});

/**
 * In place of a locked chapter's pages: its price and the way to unlock it. Reached by reading on
 * (`reached`), it unlocks at once when 自动解锁下一章 is on and the balance covers the price.
 */
export function UnlockCard({ chapter, reached }: { chapter: Schemas['ChapterPages']; reached: boolean }) {
  // Only when the card first comes in: a cancelled dialog must not open again by itself.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the chapter id on purpose
  useEffect(() => {
    if (!reached) return;
    let live = true;
    // The card alone asks nothing: only 自动解锁下一章 acts by itself (and never beyond the balance).
    void chapterUnlock.loadSettings().then((settings) => {
      if (live && settings.autoUnlock) chapterUnlock.start(toUnlock(chapter), { auto: true });
    });
    return () => {
      live = false;
    };
  }, [chapter.chapterId, reached]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: stops the tap from toggling the reader bars; the button is the keyboard path
    <div
      className="mx-4 my-6 flex flex-col items-center gap-3 rounded-2xl bg-white/8 px-6 py-8 text-center"
      data-testid="unlock-card"
      onClick={(e) => e.stopPropagation()}
    >
      <LockIcon className="text-3xl text-white/70" />
      <p className="text-[0.9375rem] font-medium text-white/90">{chapter.title}</p>
      <p className="flex items-center gap-1 text-sm text-white/70">
        本话需解锁 <DiamondIcon className="text-diamond" />
        <span className="font-semibold text-diamond">{chapter.price}</span> X钻
      </p>
      <button
        type="button"
        onClick={() => chapterUnlock.start(toUnlock(chapter))}
        className="mt-1 inline-flex min-h-11 items-center rounded-full bg-primary px-8 text-sm font-semibold text-white"
      >
        解锁本话
      </button>
      <AutoUnlockSwitch tone="dark" />
    </div>
  );
}
