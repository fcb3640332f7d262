import { Button } from '@portal/ui/button';
import { useId } from 'react';
import { BellIcon } from '../../assets/more-icons';
import { dateTimeLabel } from '../../lib/portal-helpers';
import type { Announcement } from '../../lib/stores/announcement-store';

/** The name of the '今日不再显示' box in the announcement's form. */
const DONT_SHOW_FIELD = 'dontShowToday';

/** Whether '今日不再显示' is ticked in the announcement's form (read on close: see announcement-popup). */
export function dontShowTicked(form: HTMLFormElement | null): boolean {
  const box = form?.elements.namedItem(DONT_SHOW_FIELD);
  return box instanceof HTMLInputElement && box.checked;
}

/**
 * The announcement card's content: title, '发布时间', the body, '今日不再显示' and 我知道了 (a submit
 * button). The body is operator HTML: `bodyHtml` is it sanitized (lib/safe-html, or the server's render).
 */
export function AnnouncementContent({
  item,
  titleId,
  bodyHtml,
}: {
  item: Announcement;
  titleId: string;
  bodyHtml: string;
}) {
  const checkboxId = useId();
  return (
    <>
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
        data-announcement-body=""
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the caller (see above)
        dangerouslySetInnerHTML={{ __html: bodyHtml }}
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
    </>
  );
}
