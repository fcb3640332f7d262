import { lazy, Suspense } from 'react';
import { useAnnouncement } from '../../lib/stores/announcement-store';
import { useDownload } from '../../lib/stores/download-store';
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
  const hasAnnouncement = useAnnouncement((s) => s.announcement !== null);
  const downloadActive = useDownload((s) => s.status !== 'idle');
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
