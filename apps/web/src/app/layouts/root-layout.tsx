import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { createQueryClient } from '../../lib/query-client';
import { ResponsiveFrame } from '../frame/responsive-frame';
import { GlobalOverlays } from '../overlays/global-overlays';
import { useRouteMeta } from '../route-meta';
import { useDocumentTitle } from '../use-document-title';
import { useStartup } from '../use-startup';

export { RootFallback } from './root-fallback';

/**
 * Everything every screen shares: the frame, start-up, document title, the global overlays and the
 * query cache.
 */
export function RootLayout() {
  const meta = useRouteMeta();
  useDocumentTitle(meta);
  useStartup();
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ResponsiveFrame sidePanels={meta?.sidePanels === true}>
        <Outlet />
        <GlobalOverlays />
      </ResponsiveFrame>
    </QueryClientProvider>
  );
}
