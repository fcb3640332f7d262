import { ScrollRootContext } from '@portal/ui/scroll-root';
import { Activity, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { appConfig } from '../config/app';
import type { RouteMeta } from './route-meta';
import { useAppLive } from './use-app-live';

interface Cache {
  views: Map<string, ReactNode>;
  /** Keys from least to most recently shown. */
  recency: string[];
}

/**
 * Keeps up to `max` views alive with React's <Activity>: a hidden view keeps its state and DOM (so
 * its scroll position) and is shown again instantly. Views are keyed by pathname; past `max` the
 * least recently shown is dropped. Views render in first-visit order so showing one never moves
 * another's DOM (moving a scroller would reset its position).
 */
export function KeepAliveOutlet({
  meta,
  max = appConfig.keepAliveMax,
}: {
  meta: RouteMeta | undefined;
  max?: number;
}) {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const cache = useRef<Cache>({ views: new Map(), recency: [] });
  const c = cache.current;

  if (meta?.keepAlive === false) {
    c.views.delete(pathname);
    c.recency = c.recency.filter((k) => k !== pathname);
  } else {
    // Recording the latest element during render is idempotent, so StrictMode's double render is harmless.
    c.views.set(pathname, outlet);
    c.recency = [...c.recency.filter((k) => k !== pathname), pathname];
    while (c.recency.length > max) {
      const evicted = c.recency.shift();
      if (evicted !== undefined) c.views.delete(evicted);
    }
  }

  return (
    <>
      {[...c.views].map(([key, element]) => (
        <Activity key={key} mode={key === pathname ? 'visible' : 'hidden'}>
          <ScrollView viewKey={key}>{element}</ScrollView>
        </Activity>
      ))}
      {meta?.keepAlive === false && <ScrollView viewKey={pathname}>{outlet}</ScrollView>}
    </>
  );
}

/** One view's own scroller; it saves its offset while shown and puts it back when shown again. */
function ScrollView({ viewKey, children }: { viewKey: string; children: ReactNode }) {
  const [el, setEl] = useState<HTMLDivElement | null>(null);
  const saved = useRef(0);

  // The first view to render is the tab's first screen.
  useAppLive();

  // Runs each time the surrounding <Activity> becomes visible again.
  useLayoutEffect(() => {
    if (el && saved.current > 0) el.scrollTop = saved.current;
  }, [el]);

  return (
    <div
      ref={setEl}
      data-view={viewKey}
      onScroll={(e) => {
        // Hiding a view (display: none) resets its offset and may report it; keep the last real one.
        if (e.currentTarget.clientHeight > 0) saved.current = e.currentTarget.scrollTop;
      }}
      className="absolute inset-0 overflow-y-auto overscroll-contain"
    >
      <ScrollRootContext value={el}>{children}</ScrollRootContext>
    </div>
  );
}
