import { type RefObject, useLayoutEffect, useRef } from 'react';
import { AuthGuard } from '../auth-guard';
import { KeepAliveOutlet } from '../keep-alive-outlet';
import { useRouteMeta } from '../route-meta';
import { TabBar } from './tab-bar';

/**
 * Keeps the element as tall as the window's inner height (and the document from scrolling). Written to the DOM, not kept in state: a
 * state change here would render the whole layout (every view in it) again right after hydration, in
 * one blocking task. Until the first layout (and on the server) the class's 100dvh stands in.
 */
function useWindowHeight(element: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const onResize = () => {
      if (element.current) element.current.style.height = `${window.innerHeight}px`;
    };
    onResize();
    window.addEventListener('resize', onResize);
    // The views scroll inside; the document itself never does here. Saying so up front also spares a
    // dialog's scroll lock (Headless UI skips a document already at overflow: hidden) its two forced
    // layouts of the whole page when the announcement opens over a screen.
    const root = document.documentElement;
    const overflowBefore = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('resize', onResize);
      root.style.overflow = overflowBefore;
    };
  }, [element]);
}

/**
 * The five main tabs. Its height follows the window (mobile browser bars come and go, so 100vh is
 * not the visible height); the views scroll inside and are kept alive between tab switches.
 */
export function TabbedLayout() {
  const meta = useRouteMeta();
  const frame = useRef<HTMLDivElement>(null);
  useWindowHeight(frame);
  return (
    <div ref={frame} className="flex h-dvh flex-col overflow-hidden" data-layout="tabbed">
      <main className="relative flex-1">
        <AuthGuard meta={meta}>
          <KeepAliveOutlet meta={meta} />
        </AuthGuard>
      </main>
      <TabBar />
    </div>
  );
}

export default TabbedLayout;
