import { Outlet } from 'react-router';
import { ResponsiveFrame } from '../frame/responsive-frame';
import { GlobalOverlays } from '../overlays/global-overlays';
import { useRouteMeta } from '../route-meta';
import { useDocumentTitle } from '../use-document-title';
import { useStartup } from '../use-startup';

export { RootFallback } from './root-fallback';

/** Everything every screen shares: the frame, start-up, document title and the global overlays. */
export function RootLayout() {
  const meta = useRouteMeta();
  useDocumentTitle(meta);
  useStartup();
  return (
    <ResponsiveFrame sidePanels={meta?.sidePanels === true}>
      <Outlet />
      <GlobalOverlays />
    </ResponsiveFrame>
  );
}
