import { Children, type ReactNode, type TouchEvent, useEffect, useRef, useState } from 'react';

/** Slide animation length: 500 ms, the product's carousel default. */
export const SWIPE_DURATION_MS = 500;

/**
 * How long after it appears the carousel renders its slides out of view (and so fetches their
 * pictures): not while the page starts, where three more pictures would compete with the first
 * screen's, yet well before autoplay or a swipe shows the next one.
 */
export const SWIPE_WARM_MS = 1500;

export interface SwipeProps {
  children: ReactNode;
  /** Milliseconds between automatic slides; 0 turns autoplay off. */
  autoplay?: number;
  initialIndex?: number;
  onChange?(index: number): void;
  indicators?: boolean;
  className?: string;
  label?: string;
}

/**
 * Carousel: one slide per child, swiped by touch, optionally auto-advancing, wrapping at both ends.
 * Slides out of view stay empty until the carousel warms up (SWIPE_WARM_MS, or the first touch).
 */
export function Swipe({
  children,
  autoplay = 0,
  initialIndex = 0,
  onChange,
  indicators = true,
  className = '',
  label = '轮播',
}: SwipeProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const [index, setIndex] = useState(initialIndex);
  const [drag, setDrag] = useState(0);
  const [warm, setWarm] = useState(count < 2);
  const width = useRef(0);
  const start = useRef<{ x: number; y: number; horizontal: boolean | null } | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const go = (next: number) => {
    setWarm(true);
    const wrapped = ((next % count) + count) % count;
    setIndex(wrapped);
    onChangeRef.current?.(wrapped);
  };
  const goRef = useRef(go);
  goRef.current = go;

  useEffect(() => {
    if (warm) return;
    const timer = setTimeout(
      () => setWarm(true),
      autoplay ? Math.min(SWIPE_WARM_MS, autoplay / 2) : SWIPE_WARM_MS,
    );
    return () => clearTimeout(timer);
  }, [warm, autoplay]);

  useEffect(() => {
    if (!autoplay || count < 2 || drag !== 0) return;
    const timer = setTimeout(() => goRef.current(index + 1), autoplay);
    return () => clearTimeout(timer);
  }, [autoplay, count, index, drag]);

  const onTouchStart = (e: TouchEvent<HTMLDivElement>) => {
    const t = e.touches[0];
    if (!t) return;
    setWarm(true);
    width.current = e.currentTarget.clientWidth;
    start.current = { x: t.clientX, y: t.clientY, horizontal: null };
  };
  const onTouchMove = (e: TouchEvent) => {
    const s = start.current;
    const t = e.touches[0];
    if (!s || !t) return;
    const dx = t.clientX - s.x;
    if (s.horizontal === null) s.horizontal = Math.abs(dx) > Math.abs(t.clientY - s.y);
    if (s.horizontal) setDrag(dx);
  };
  const onTouchEnd = () => {
    const moved = drag;
    start.current = null;
    setDrag(0);
    // A flick over a fifth of the width turns the page.
    if (Math.abs(moved) > width.current / 5) go(index + (moved < 0 ? 1 : -1));
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={`relative overflow-hidden ${className}`}
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={onTouchEnd}
    >
      <div
        className="flex h-full"
        style={{
          transform: `translateX(calc(${-index * 100}% + ${drag}px))`,
          transition: drag ? 'none' : `transform ${SWIPE_DURATION_MS}ms ease`,
        }}
      >
        {slides.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel slide; a fieldset is not a slide
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional
            key={i}
            className="h-full w-full shrink-0"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${count}`}
            aria-hidden={i !== index}
          >
            {warm || i === index ? slide : null}
          </div>
        ))}
      </div>
      {indicators && count > 1 && (
        // Each dot stays small but sits in a 44 px square target. The row itself lets taps through;
        // only the targets catch them, so the banner stays tappable between and around them.
        <div className="pointer-events-none absolute inset-x-0 bottom-0 flex justify-center">
          {slides.map((_, i) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: indicators are positional
              key={i}
              type="button"
              aria-label={`第${i + 1}张`}
              aria-current={i === index}
              onClick={() => go(i)}
              className="pointer-events-auto flex size-11 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={`h-1.5 rounded-full transition-all ${i === index ? 'w-4 bg-white' : 'w-1.5 bg-white/55'}`}
              />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
