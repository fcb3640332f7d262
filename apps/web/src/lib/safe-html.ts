import DOMPurify from 'dompurify';

/** Server-authored rich text (game descriptions) with scripts, handlers and unknown tags removed. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html);
}
