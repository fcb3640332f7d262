import { useToastStore } from '@portal/ui/toast';
import { type ComponentType, lazy, Suspense } from 'react';
import { useNavigation } from 'react-router';
import { useServerRendering } from '../../lib/server-rendering';
import { useAnnouncement } from '../../lib/stores/announcement-store';
import { useAppUpdate } from '../../lib/stores/app-update-store';
import { useDownload } from '../../lib/stores/download-store';
import { useHydrated } from '../../lib/use-hydrated';
import { useOnline } from '../../lib/use-online';

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

// Only when there is something to say: offline, or a new build waiting (src/pwa/register-sw.ts).
const OfflineBanner = lazy(() => import('./offline-banner').then((m) => ({ default: m.OfflineBanner })));
const UpdatePrompt = lazy(() => import('./update-prompt').then((m) => ({ default: m.UpdatePrompt })));
// Once the app is live or there is a toast to show: `toast()` itself is in the first load, and a toast
// given before the region is there waits for it (its time runs from when it is seen).
const Toaster = lazy(() => import('@portal/ui/toaster').then((m) => ({ default: m.Toaster })));

let loadedAnnouncementPopup: ComponentType | null = null;

/**
 * Loads the announcement popup's module ahead of a render that must show it at once: the server's
 * render, and the hydration of a first screen the server rendered it into (a lazy component would
 * leave that part of the screen to a later pass).
 */
export async function preloadAnnouncementPopup(): Promise<void> {
  loadedAnnouncementPopup = (await importAnnouncementPopup()).AnnouncementPopup;
}

/** Overlays present on every screen (the announcement popup, the download sheet, the toasts). */
export function GlobalOverlays() {
  // The download dialogs are never part of the server's HTML; the announcement is when the server
  // rendered it (the render's context says so: lib/server-rendering.tsx): otherwise they appear once
  // the app is live.
  const hydrated = useHydrated();
  const { announcementShown } = useServerRendering();
  const hasAnnouncement = useAnnouncement((s) => s.announcement !== null) && (hydrated || announcementShown);
  const downloadActive = useDownload((s) => s.status !== 'idle') && hydrated;
  const navigating = useNavigation().state === 'loading' && hydrated;
  const offline = !useOnline() && hydrated;
  const updateWaiting = useAppUpdate((s) => s.waiting !== null) && hydrated;
  const toasts = useToastStore((s) => s.items.length > 0) || hydrated;
  const AnnouncementPopup = loadedAnnouncementPopup ?? LazyAnnouncementPopup;
  return (
    <>
      <Suspense fallback={null}>
        {hasAnnouncement && <AnnouncementPopup />}
        {downloadActive && <DownloadDialogs />}
      </Suspense>
      {/* A boundary of its own: while its code loads, the dialogs above stay. */}
      <Suspense fallback={null}>{navigating && <NavigationProgress />}</Suspense>
      <Suspense fallback={null}>
        {offline && <OfflineBanner />}
        {updateWaiting && <UpdatePrompt />}
      </Suspense>
      <Suspense fallback={null}>{toasts && <Toaster />}</Suspense>
    </>
  );
}
