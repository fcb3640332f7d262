import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { announcementDismissedToday } from './announcement-dismissed';
import { inlineScriptHashes } from './script-hashes';

const hashOf = (source: string) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`;

describe("the '今日不再显示' cookie", () => {
  // 2026-11-24 00:30 in China is 2026-11-23 16:30 UTC: China's calendar day, not the machine's, counts.
  const now = Date.UTC(2026, 10, 23, 16, 30);
  const cookie = (at: number) => `portal_notice_off=${at}`;

  it('counts a dismissal earlier on the same China day, and only that', () => {
    expect(announcementDismissedToday(cookie(Date.UTC(2026, 10, 23, 16, 5)), now)).toBe(true);
    expect(announcementDismissedToday(`theme=light; ${cookie(Date.UTC(2026, 10, 23, 16, 5))}`, now)).toBe(
      true,
    );
    // 23:55 the evening before in China, though the same UTC date.
    expect(announcementDismissedToday(cookie(Date.UTC(2026, 10, 23, 15, 55)), now)).toBe(false);
    expect(announcementDismissedToday(null, now)).toBe(false);
    expect(announcementDismissedToday(`xportal_notice_off=${now}`, now)).toBe(false);
    expect(announcementDismissedToday('portal_notice_off=soon', now)).toBe(false);
    expect(announcementDismissedToday(cookie(now + 60_000), now)).toBe(false);
  });
});

describe("the document's inline scripts under its policy", () => {
  it('hashes classic inline scripts only: not data blocks, not external scripts', () => {
    const prePaint = '(()=>{document.body.classList.add("theme-dark")})()';
    expect(
      inlineScriptHashes(
        `<script>${prePaint}</script><script type="application/json">{}</script><script src="/a.js"></script><script>${prePaint}</script>`,
      ),
    ).toEqual([hashOf(prePaint)]);
  });
});
