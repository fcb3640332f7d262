import { Toaster } from '../../ui/toast';
import { AnnouncementPopup } from './announcement-popup';
import { DownloadDialogs } from './download-dialogs';

/** Overlays present on every screen (SPEC.md section 2). */
export function GlobalOverlays() {
  return (
    <>
      <AnnouncementPopup />
      <DownloadDialogs />
      <Toaster />
    </>
  );
}
