import { lazy, Suspense, useId, useState } from 'react';
import { closeAnnouncement } from '../../lib/portal';
import { type Announcement, useAnnouncement } from '../../lib/stores/announcement-store';
import type { RenderedAnnouncement } from '../../root';
import { Popup } from '../../ui/popup';
import { AnnouncementContent, dontShowTicked } from './announcement-content';

// Headless UI's Dialog (and the browser's sanitizer) only for an announcement that opens later: a fresh
// visit to a tab, which gets it with the HTML, never loads them.
const AnnouncementModal = lazy(() =>
  import('./announcement-modal').then((m) => ({ default: m.AnnouncementModal })),
);

/**
 * The SDK's announcement popup, rendered; until the SDK has decided for this visitor (`decided`), the
 * one the server rendered into the page (`rendered`), as it is.
 */
export function AnnouncementPopup({
  rendered,
  decided,
}: {
  rendered: RenderedAnnouncement | null;
  decided: boolean;
}) {
  const storeItem = useAnnouncement((s) => s.announcement);
  const storeOpen = useAnnouncement((s) => s.visible);
  const [closed, setClosed] = useState(false);
  const item = decided ? storeItem : (rendered?.item ?? null);
  const open = decided ? storeOpen : !closed;
  return (
    <AnnouncementDialog
      item={item}
      open={open}
      renderedBody={rendered && rendered.item.content === item?.content ? rendered.bodyHtml : null}
      onClose={(dontShow) => {
        setClosed(true);
        void closeAnnouncement(dontShow);
      }}
    />
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
  renderedBody = null,
  onClose,
}: {
  item: Announcement | null;
  open: boolean;
  /** The body as the server sanitized it, for the announcement it rendered into the page. */
  renderedBody?: string | null;
  onClose(dontShowToday: boolean): void;
}) {
  const titleId = useId();
  if (!item || !open) return null;
  const bodyHtml = renderedBody;
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
