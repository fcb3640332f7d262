import { useLayoutEffect, useState } from 'react';
import { AuthGuard } from '../auth-guard';
import { KeepAliveOutlet } from '../keep-alive-outlet';
import { useRouteMeta } from '../route-meta';
import { TabBar } from './tab-bar';

/**
 * The window's inner height, from the first layout on: the first render (the server's, or the browser's
 * over it) has none, and the class's 100dvh stands in.
 */
function useWindowHeight(): number | undefined {
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    const onResize = () => setHeight(window.innerHeight);
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return height;
}

/**
 * The five main tabs. Its height follows the window (mobile browser bars come and go, so 100vh is
 * not the visible height); the views scroll inside and are kept alive between tab switches.
 */
export function TabbedLayout() {
  const meta = useRouteMeta();
  const height = useWindowHeight();
  return (
    <div className="flex h-dvh flex-col overflow-hidden" style={{ height }} data-layout="tabbed">
      <main className="relative flex-1">
        <AuthGuard meta={meta}>
          <KeepAliveOutlet meta={meta} />
        </AuthGuard>
      </main>
      <TabBar />
    </div>
  );
}
