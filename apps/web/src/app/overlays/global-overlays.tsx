import { lazy, Suspense } from 'react';
import { useAnnouncement } from '../../lib/stores/announcement-store';
import { useDownload } from '../../lib/stores/download-store';
import { useHydrated } from '../../lib/use-hydrated';
import { Toaster } from '../../ui/toast';

// The dialogs (Headless UI Dialog, DOMPurify) load only once there is something to show, which keeps
// them out of the first-load JavaScript of every screen.
const AnnouncementPopup = lazy(() =>
  import('./announcement-popup').then((m) => ({ default: m.AnnouncementPopup })),
);
const DownloadDialogs = lazy(() =>
  import('./download-dialogs').then((m) => ({ default: m.DownloadDialogs })),
);

/** Overlays present on every screen (SPEC.md section 2). */
export function GlobalOverlays() {
  // Never part of the server's HTML: they appear once the app has taken it over.
  const hydrated = useHydrated();
  const hasAnnouncement = useAnnouncement((s) => s.announcement !== null) && hydrated;
  const downloadActive = useDownload((s) => s.status !== 'idle') && hydrated;
  return (
    <>
      <Suspense fallback={null}>
        {hasAnnouncement && <AnnouncementPopup />}
        {downloadActive && <DownloadDialogs />}
      </Suspense>
      <Toaster />
    </>
  );
}
