import { Tab, TabGroup, TabList } from '@headlessui/react';
import { type RefObject, useEffect, useRef, useState } from 'react';

/** With more tabs than this the bar scrolls sideways instead of sharing the width. */
export const TABS_SWIPE_THRESHOLD = 5;

/** Which edges of a sideways-scrolling strip have tabs hidden past them. */
export type EdgeFade = 'none' | 'start' | 'end' | 'both';

const FADE_WIDTH = '1.5rem';

/** A mask that fades the strip out towards the edges past which more tabs are hidden. */
function fadeMask(fade: EdgeFade): string | undefined {
  if (fade === 'none') return undefined;
  const start = fade === 'end' ? '#000 0' : `transparent 0, #000 ${FADE_WIDTH}`;
  const end = fade === 'start' ? '#000 100%' : `#000 calc(100% - ${FADE_WIDTH}), transparent 100%`;
  return `linear-gradient(to right, ${start}, ${end})`;
}

/**
 * Tracks the hidden edges of a scrolling strip. Sizes are read only in scroll and ResizeObserver
 * callbacks, when the browser has laid out already, never while rendering: measuring then would force a
 * layout of the whole page on first paint. The tabs themselves are observed too, because their widths
 * change when the web font arrives or the labels change, without the strip itself changing size.
 */
function useEdgeFade(ref: RefObject<HTMLElement | null>, enabled: boolean, labels: string): EdgeFade {
  const [fade, setFade] = useState<EdgeFade>('none');
  // biome-ignore lint/correctness/useExhaustiveDependencies: new labels are new tab elements to observe
  useEffect(() => {
    const el = ref.current;
    if (!enabled || !el) {
      setFade('none');
      return;
    }
    const measure = () => {
      // A pixel of slack: fractional widths leave scrollLeft a hair short of the end.
      const start = el.scrollLeft > 1;
      const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      setFade(start && end ? 'both' : start ? 'start' : end ? 'end' : 'none');
    };
    el.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    for (const child of el.children) observer?.observe(child);
    return () => {
      el.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [ref, enabled, labels]);
  return fade;
}

export interface TabsProps<K extends string | number> {
  items: readonly { key: K; label: string }[];
  active: K;
  onChange(key: K): void;
  label: string;
  className?: string;
}

/** Controlled tab bar with an underline; keyboard arrows move between tabs (Headless UI). */
export function Tabs<K extends string | number>({
  items,
  active,
  onChange,
  label,
  className = '',
}: TabsProps<K>) {
  const scrollable = items.length > TABS_SWIPE_THRESHOLD;
  const selectedIndex = Math.max(
    0,
    items.findIndex((i) => i.key === active),
  );
  const listRef = useRef<HTMLDivElement>(null);
  const fade = useEdgeFade(listRef, scrollable, items.map((i) => i.label).join('\n'));
  const mask = fadeMask(fade);

  const mounted = useRef(false);
  useEffect(() => {
    const first = !mounted.current;
    mounted.current = true;
    // The first tab is in view already; scrolling to it would force a layout of the whole page just
    // as it renders for the first time.
    if (!scrollable || (first && selectedIndex === 0)) return;
    const el = listRef.current?.children[selectedIndex] as HTMLElement | undefined;
    el?.scrollIntoView?.({ inline: 'center', block: 'nearest', behavior: first ? 'instant' : 'smooth' });
  }, [scrollable, selectedIndex]);

  return (
    // The background sits on the group, not on the scrolling list, so the faded edges show the bar's
    // own colour rather than whatever is behind it.
    <TabGroup
      selectedIndex={selectedIndex}
      onChange={(i) => {
        const item = items[i];
        if (item) onChange(item.key);
      }}
      className={`bg-card ${className}`}
    >
      <TabList
        ref={listRef}
        aria-label={label}
        data-fade={scrollable ? fade : undefined}
        style={mask ? { maskImage: mask, WebkitMaskImage: mask } : undefined}
        className={`flex ${scrollable ? 'scrollbar-none overflow-x-auto' : ''}`}
      >
        {items.map((item) => (
          <Tab
            key={item.key}
            className={`relative min-h-11 min-w-11 shrink-0 px-3 text-[0.9375rem] text-body outline-none transition data-[selected]:font-semibold data-[selected]:text-ink ${scrollable ? '' : 'flex-1'}`}
          >
            {({ selected }) => (
              <>
                {item.label}
                <span
                  aria-hidden="true"
                  className={`absolute bottom-1 left-1/2 h-[3px] w-4 -translate-x-1/2 rounded-full bg-primary transition ${selected ? 'opacity-100' : 'opacity-0'}`}
                />
              </>
            )}
          </Tab>
        ))}
      </TabList>
    </TabGroup>
  );
}
