import { useEffect, useRef, useState } from 'react';

/** Scrolling down this far hides the reader's bars. */
const HIDE_AFTER_PX = 24;

/** The reader's bars: shown at first, hidden while scrolling down, toggled by a tap on the pages. */
export function useBars() {
  const [shown, setShown] = useState(true);
  const lastY = useRef(0);
  useEffect(() => {
    lastY.current = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y > lastY.current + HIDE_AFTER_PX) {
        setShown(false);
        lastY.current = y;
      } else if (y < lastY.current) {
        lastY.current = y;
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return { shown, toggle: () => setShown((s) => !s), show: () => setShown(true) };
}
