import { sanitizeHtml } from './safe-html.server';

/**
 * The server's render of the announcement popup's body: sanitized here, then hydrated in the browser
 * as it stands (lib/rendered-announcement.ts).
 */
export function renderedAnnouncementBody(content: string): string | null {
  return sanitizeHtml(content);
}
