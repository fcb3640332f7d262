import { lazy, Suspense, startTransition, useEffect, useState } from 'react';
import { useNavigation, useRouteLoaderData } from 'react-router';
import { whenAnnouncementDecided } from '../../lib/portal';
import { useAnnouncement } from '../../lib/stores/announcement-store';
import { useDownload } from '../../lib/stores/download-store';
import { useHydrated } from '../../lib/use-hydrated';
import type { RootData } from '../../root';
import { Toaster } from '../../ui/toast';

// The dialogs (Headless UI Dialog, DOMPurify) load only once there is something to show, which keeps
// them out of the first-load JavaScript of every screen.
const importAnnouncementPopup = () => import('./announcement-popup');
const LazyAnnouncementPopup = lazy(() =>
  importAnnouncementPopup().then((m) => ({ default: m.AnnouncementPopup })),
);
// Needed from the first navigation on, never for the first screen: its few hundred bytes arrive well
// ahead of the page it waits for.
const NavigationProgress = lazy(() =>
  import('./navigation-progress').then((m) => ({ default: m.NavigationProgress })),
);
const DownloadDialogs = lazy(() =>
  import('./download-dialogs').then((m) => ({ default: m.DownloadDialogs })),
);

/** Whether the SDK's start-up has decided about the announcement (until then the server's stays). */
function useAnnouncementDecided(): boolean {
  const [decided, setDecided] = useState(false);
  useEffect(() => {
    let live = true;
    void whenAnnouncementDecided().then(() => live && startTransition(() => setDecided(true)));
    return () => {
      live = false;
    };
  }, []);
  return decided;
}

/** Overlays present on every screen (SPEC.md section 2). */
export function GlobalOverlays() {
  // The download dialogs are never part of the server's HTML; the announcement is when the root
  // loader rendered it (root.tsx), and stays so until the SDK has decided for this visitor.
  const hydrated = useHydrated();
  const rendered = useRouteLoaderData<RootData>('root')?.announcement ?? null;
  const decided = useAnnouncementDecided();
  const storeHasOne = useAnnouncement((s) => s.announcement !== null);
  const hasAnnouncement = decided ? storeHasOne : rendered !== null;
  const downloadActive = useDownload((s) => s.status !== 'idle') && hydrated;
  const navigating = useNavigation().state === 'loading' && hydrated;
  return (
    <>
      <Suspense fallback={null}>
        {hasAnnouncement && <LazyAnnouncementPopup rendered={rendered} decided={decided} />}
        {downloadActive && <DownloadDialogs />}
      </Suspense>
      {/* A boundary of its own: while its code loads, the dialogs above stay. */}
      <Suspense fallback={null}>{navigating && <NavigationProgress />}</Suspense>
      <Toaster />
    </>
  );
}
