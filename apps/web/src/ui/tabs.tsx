import { Tab, TabGroup, TabList } from '@headlessui/react';
import { useEffect, useRef } from 'react';

/** With more tabs than this the bar scrolls sideways instead of sharing the width (SPEC.md section 9). */
export const TABS_SWIPE_THRESHOLD = 5;

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
    <TabGroup
      selectedIndex={selectedIndex}
      onChange={(i) => {
        const item = items[i];
        if (item) onChange(item.key);
      }}
    >
      <TabList
        ref={listRef}
        aria-label={label}
        className={`flex bg-card ${scrollable ? 'scrollbar-none overflow-x-auto' : ''} ${className}`}
      >
        {items.map((item) => (
          <Tab
            key={item.key}
            className={`relative min-h-11 shrink-0 px-3 text-[0.9375rem] text-body outline-none transition data-[selected]:font-semibold data-[selected]:text-ink ${scrollable ? '' : 'flex-1'}`}
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
