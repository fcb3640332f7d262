import { Outlet } from 'react-router';
import { SkeletonList } from '../../ui/skeleton';
import { ResponsiveFrame } from '../frame/responsive-frame';
import { GlobalOverlays } from '../overlays/global-overlays';
import { useRouteMeta } from '../route-meta';
import { useDocumentTitle } from '../use-document-title';
import { useStartup } from '../use-startup';

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

/** Shown while the first route's page module loads. */
export function RootFallback() {
  return (
    <div className="p-4">
      <SkeletonList count={5} />
    </div>
  );
}
