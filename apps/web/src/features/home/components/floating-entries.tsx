import { useScrollRoot } from '@portal/ui/scroll-root';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { homeFloatingImages } from '../../../config/app';

/** How long after the last scroll the entries slide back out. */
export const FLOATING_SETTLE_MS = 600;

// Matches the classes below: bottom-4 under the stack, gap-1 between the images.
const BOTTOM_REM = 1;
const GAP_REM = 0.25;
const STACK_REM =
  homeFloatingImages.reduce((sum, item) => sum + item.height / 16, 0) +
  GAP_REM * (homeFloatingImages.length - 1) +
  BOTTOM_REM;

/** True while the view scrolls and for a moment after; scroll events only, nothing is measured. */
function useScrolling(): boolean {
  const root = useScrollRoot();
  const [scrolling, setScrolling] = useState(false);
  useEffect(() => {
    const target: HTMLElement | Window = root ?? window;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A kept-alive view shown again gets its offset put back, and that one scroll event, dispatched
    // before the next animation frame, is nobody scrolling: listen from that frame on.
    let armed = false;
    const frame = requestAnimationFrame(() => {
      armed = true;
    });
    const onScroll = () => {
      if (!armed) return;
      setScrolling(true);
      clearTimeout(timer);
      timer = setTimeout(() => setScrolling(false), FLOATING_SETTLE_MS);
    };
    target.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      target.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [root]);
  return scrolling;
}

/**
 * The two floating images of the home tab (invite friends → welfare, tasks → task), kept at the bottom
 * right of the visible area by a sticky strip at the end of the feed.
 *
 * They must not hide content for good, yet padding the whole feed on the right would cost every row a
 * fifth of a phone's width. So, as Taobao and JD do with their floating entries, they tuck mostly
 * off the edge, faded, while the feed scrolls (whatever was under them scrolls past uncovered) and come
 * back once it rests; and the strip is as tall as the stack, so the end of the feed can scroll up clear
 * of them instead of ending underneath.
 */
export function FloatingEntries() {
  const tucked = useScrolling();
  return (
    <div className="pointer-events-none sticky bottom-0 z-10" style={{ height: `${STACK_REM}rem` }}>
      <div
        data-testid="floating-entries"
        data-tucked={tucked}
        className={`pointer-events-auto absolute right-2 bottom-4 flex flex-col gap-1 transition duration-300 ease-out motion-reduce:transition-none ${tucked ? 'translate-x-[65%] opacity-50' : ''}`}
      >
        {homeFloatingImages.map((item) => (
          <Link key={item.key} to={item.to} className="block drop-shadow-lg transition active:scale-95">
            <img
              src={item.src}
              alt={item.alt}
              width={item.width}
              height={item.height}
              style={{ width: `${item.width / 16}rem`, height: `${item.height / 16}rem` }}
            />
          </Link>
        ))}
      </div>
    </div>
  );
}
