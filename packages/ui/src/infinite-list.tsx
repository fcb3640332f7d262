import { type ReactNode, useEffect, useRef } from 'react';
import { SpinnerIcon } from './icons';
import { useScrollRoot } from './scroll-root';

/** Distance from the bottom at which the next page is asked for: 300px, so it arrives before the end shows. */
export const LIST_TRIGGER_OFFSET_PX = 300;

/** The words under a list while its next page loads, and when it failed; lists that load by tap say the same. */
export const LIST_WORDS = { loading: '加载中...', failed: '加载失败，点击重试' } as const;

export interface InfiniteListProps {
  children: ReactNode;
  loading: boolean;
  finished: boolean;
  error?: boolean;
  onLoad(): void;
  finishedText?: string;
  className?: string;
}

/**
 * Calls `onLoad` whenever the end of the list comes within 300px of the visible area, unless a page
 * is already loading, everything is loaded, or the last page failed (then a tap retries).
 */
export function InfiniteList({
  children,
  loading,
  finished,
  error,
  onLoad,
  finishedText = '没有更多了',
  className = '',
}: InfiniteListProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const root = useScrollRoot();
  const onLoadRef = useRef(onLoad);
  onLoadRef.current = onLoad;
  const idle = !loading && !finished && !error;

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !idle) return;
    // A fresh observer each time the list becomes idle fires at once if the end is still in reach,
    // which keeps loading until the screen is filled.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) onLoadRef.current();
      },
      { root, rootMargin: `0px 0px ${LIST_TRIGGER_OFFSET_PX}px 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [idle, root]);

  return (
    <div className={className}>
      {children}
      <div ref={sentinel} className="flex min-h-11 items-center justify-center text-[0.8125rem] text-muted">
        {loading && (
          <span className="flex items-center gap-1.5">
            <SpinnerIcon /> {LIST_WORDS.loading}
          </span>
        )}
        {!loading && error && (
          <button type="button" className="min-h-11 px-4" onClick={() => onLoadRef.current()}>
            {LIST_WORDS.failed}
          </button>
        )}
        {!loading && !error && finished && <span>{finishedText}</span>}
      </div>
    </div>
  );
}
