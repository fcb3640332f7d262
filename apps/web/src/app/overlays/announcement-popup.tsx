import dayjs from 'dayjs';
import DOMPurify from 'dompurify';
import { useId, useMemo, useState } from 'react';
import { BellIcon } from '../../assets/icons';
import { closeAnnouncement } from '../../lib/portal';
import { type Announcement, useAnnouncement } from '../../lib/stores/announcement-store';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';

/** The SDK's announcement popup, rendered. */
export function AnnouncementPopup() {
  const item = useAnnouncement((s) => s.announcement);
  const open = useAnnouncement((s) => s.visible);
  return (
    <AnnouncementDialog item={item} open={open} onClose={(dontShow) => void closeAnnouncement(dontShow)} />
  );
}

/** Announcement pop-up: title, '发布时间', the sanitized HTML body and '今日不再显示'. */
export function AnnouncementDialog({
  item,
  open,
  onClose,
}: {
  item: Announcement | null;
  open: boolean;
  onClose(dontShowToday: boolean): void;
}) {
  const [dontShow, setDontShow] = useState(false);
  const checkboxId = useId();
  // The body is operator HTML: sanitize before it reaches the DOM.
  const html = useMemo(() => (item ? DOMPurify.sanitize(item.content) : ''), [item]);
  if (!item) return null;

  const close = () => onClose(dontShow);
  return (
    <Dialog open={open} onClose={close} testId="announcement" closeButton>
      <div className="-mx-5 -mt-3 mb-3 bg-gradient-to-br from-primary to-accent px-5 pt-5 pb-4 text-left text-white">
        <div className="flex items-center gap-1.5 text-xs opacity-90">
          <BellIcon /> 公告
        </div>
        <h2 className="mt-1 text-lg leading-snug font-bold">{item.title}</h2>
        <p className="mt-1 text-xs opacity-85">
          发布时间：
          <time dateTime={item.createTime}>{dayjs(item.createTime).format('YYYY-MM-DD HH:mm')}</time>
        </p>
      </div>
      <div
        className="max-h-[45vh] overflow-y-auto text-left text-sm leading-relaxed text-body [&_a]:text-primary [&_img]:max-w-full [&_p]:my-1.5"
        data-testid="announcement-content"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <div className="mt-3 flex items-center justify-between">
        <label htmlFor={checkboxId} className="flex min-h-11 items-center gap-2 text-[0.8125rem] text-muted">
          <input
            id={checkboxId}
            type="checkbox"
            checked={dontShow}
            onChange={(e) => setDontShow(e.target.checked)}
            className="size-4 accent-primary"
          />
          今日不再显示
        </label>
        <Button className="min-w-24" onClick={close}>
          我知道了
        </Button>
      </div>
    </Dialog>
  );
}
