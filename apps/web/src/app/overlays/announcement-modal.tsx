import { Dialog } from '@portal/ui/dialog';
import { useId, useMemo, useRef } from 'react';
import { sanitizeHtml } from '../../lib/safe-html';
import type { Announcement } from '../../lib/stores/announcement-store';
import { AnnouncementContent, dontShowTicked } from './announcement-content';

/**
 * The announcement when it opens after the page has loaded (other pages, a signed-in user's own
 * answer): Headless UI's Dialog, like the app's other dialogs, so it stacks with one already open (a
 * member offer opened by the address, say). A native modal would sit above such a dialog in the top
 * layer while that dialog made the rest of the page, the modal included, inert: neither could be used.
 */
export function AnnouncementModal({
  item,
  onClose,
}: {
  item: Announcement;
  onClose(dontShowToday: boolean): void;
}) {
  const titleId = useId();
  const form = useRef<HTMLFormElement>(null);
  // Operator HTML: sanitized before it reaches the DOM.
  const bodyHtml = useMemo(() => sanitizeHtml(item.content), [item]);
  const close = () => onClose(dontShowTicked(form.current));
  return (
    <Dialog open onClose={close} testId="announcement" closeButton label={item.title}>
      <form
        ref={form}
        onSubmit={(e) => {
          e.preventDefault();
          close();
        }}
      >
        <AnnouncementContent item={item} titleId={titleId} bodyHtml={bodyHtml} />
      </form>
    </Dialog>
  );
}
