import { lazy, Suspense, useId, useState } from 'react';
import { closeAnnouncement } from '../../lib/portal';
import { useServerRendering } from '../../lib/server-rendering';
import { type Announcement, useAnnouncement } from '../../lib/stores/announcement-store';
import { Popup } from '../../ui/popup';
import { AnnouncementContent, dontShowTicked } from './announcement-content';

// Headless UI's Dialog (and the browser's sanitizer) only for an announcement that opens later: a fresh
// visit to a tab, which gets it with the HTML, never loads them.
const AnnouncementModal = lazy(() =>
  import('./announcement-modal').then((m) => ({ default: m.AnnouncementModal })),
);

/** The SDK's announcement popup, rendered. */
export function AnnouncementPopup() {
  const item = useAnnouncement((s) => s.announcement);
  const open = useAnnouncement((s) => s.visible);
  return (
    <AnnouncementDialog item={item} open={open} onClose={(dontShow) => void closeAnnouncement(dontShow)} />
  );
}

/**
 * Announcement pop-up: title, '发布时间', the sanitized HTML body and '今日不再显示'. When it came
 * rendered with a tab's first screen it stays that native popup (ui/popup), hydrated with the body as
 * the server sanitized it, so '今日不再显示' is read from the form when it closes: the box may have been
 * ticked before the app took the page over.
 */
export function AnnouncementDialog({
  item,
  open,
  onClose,
}: {
  item: Announcement | null;
  open: boolean;
  onClose(dontShowToday: boolean): void;
}) {
  const titleId = useId();
  const { announcementShown, announcementBody } = useServerRendering();
  // Read once, while the server's popup is still in the page, and only for the announcement it shows
  // (on the server: sanitized there; in the browser: the body as the page holds it).
  const [rendered] = useState(() =>
    item && announcementShown && announcementBody
      ? { content: item.content, body: announcementBody(item.content) }
      : null,
  );
  if (!item || !open) return null;
  const bodyHtml = rendered?.content === item.content ? rendered.body : null;
  if (bodyHtml === null) {
    return (
      <Suspense fallback={null}>
        <AnnouncementModal item={item} onClose={onClose} />
      </Suspense>
    );
  }
  return (
    <Popup
      onClose={(form) => onClose(dontShowTicked(form))}
      labelledBy={titleId}
      testId="announcement"
      closeButton
    >
      <AnnouncementContent item={item} titleId={titleId} bodyHtml={bodyHtml} />
    </Popup>
  );
}
