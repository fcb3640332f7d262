/**
 * The body of the announcement the server rendered into this page, as the page has it: sanitized on
 * the server (lib/safe-html.server.ts) and parsed by the browser since. The popup the HTML came with is
 * hydrated with it, so the browser's sanitizer (DOMPurify, 11 KB gzip and its start-up) is loaded only
 * for an announcement the app renders itself. Null once the popup has left the page.
 * (The server's render uses rendered-announcement.server.ts in its place: server-render-plugin.ts.)
 */
export function renderedAnnouncementBody(_content: string): string | null {
  return document.querySelector('dialog[data-popup] [data-announcement-body]')?.innerHTML ?? null;
}
