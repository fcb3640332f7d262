import { useId, useMemo } from 'react';
import { BellIcon } from '../../assets/icons';
import { isAnnouncementRendered } from '../../lib/first-screen-data';
import { closeAnnouncement, dateTimeLabel } from '../../lib/portal';
import { sanitizeHtml } from '../../lib/safe-html';
import { type Announcement, useAnnouncement } from '../../lib/stores/announcement-store';
import { Button } from '../../ui/button';
import { Popup } from '../../ui/popup';

/** The name of the '今日不再显示' box in the popup's form. */
const DONT_SHOW_FIELD = 'dontShowToday';

/** The SDK's announcement popup, rendered. */
export function AnnouncementPopup() {
  const item = useAnnouncement((s) => s.announcement);
  const open = useAnnouncement((s) => s.visible);
  return (
    <AnnouncementDialog item={item} open={open} onClose={(dontShow) => void closeAnnouncement(dontShow)} />
  );
}

/**
 * Announcement pop-up: title, '发布时间', the sanitized HTML body and '今日不再显示'. It can come
 * rendered with a tab's first screen (ui/popup), so '今日不再显示' is read from the form when it
 * closes: the box may have been ticked before the app took the page over.
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
  const checkboxId = useId();
  // The body is operator HTML: sanitize before it reaches the DOM.
  const html = useMemo(() => (item ? sanitizeHtml(item.content) : ''), [item]);
  if (!item || !open) return null;

  const close = (form: HTMLFormElement | null) => {
    const box = form?.elements.namedItem(DONT_SHOW_FIELD);
    onClose(box instanceof HTMLInputElement && box.checked);
  };
  return (
    <Popup
      onClose={close}
      labelledBy={titleId}
      testId="announcement"
      closeButton
      entrance={!isAnnouncementRendered()}
    >
      <div className="-mx-5 -mt-3 mb-3 bg-gradient-to-br from-primary to-accent px-5 pt-5 pb-4 text-left text-white">
        <div className="flex items-center gap-1.5 text-xs opacity-90">
          <BellIcon /> 公告
        </div>
        <h2 id={titleId} className="mt-1 text-lg leading-snug font-bold">
          {item.title}
        </h2>
        <p className="mt-1 text-xs opacity-85">
          {/* China time, as the server renders it: the same text on every phone, whatever its zone. */}
          发布时间：
          <time dateTime={item.createTime}>{dateTimeLabel(item.createTime)}</time>
        </p>
      </div>
      <div
        className="max-h-[45vh] overflow-y-auto text-left text-sm leading-relaxed text-body [&_a]:text-primary [&_img]:max-w-full [&_p]:my-1.5"
        data-testid="announcement-content"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized just above
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <div className="mt-3 flex items-center justify-between">
        <label htmlFor={checkboxId} className="flex min-h-11 items-center gap-2 text-[0.8125rem] text-muted">
          <input
            id={checkboxId}
            name={DONT_SHOW_FIELD}
            type="checkbox"
            defaultChecked={false}
            className="size-4 accent-primary"
          />
          今日不再显示
        </label>
        <Button type="submit" className="min-w-24">
          我知道了
        </Button>
      </div>
    </Popup>
  );
}
