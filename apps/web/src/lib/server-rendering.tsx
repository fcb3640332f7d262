import type { AnnouncementState } from '@portal/sdk';
import { createContext, useContext } from 'react';
import type { SdkStore } from './use-sdk-store';

// Type only: the announcement's shape, without the store module (which loads the SDK's module).
type Announcement = import('./stores/announcement-store').Announcement;

/**
 * What differs between the server's render of a screen (src/server-rendering/handle-request.tsx) and
 * the browser's hydration of it, handed to the components that must render the same on both sides:
 * given by the handler per request on the server, by main.tsx in the browser. Nothing of it lives in
 * module state, so renders on the server run side by side.
 */
export interface ServerRendering {
  /**
   * The screen comes rendered from the server (a guest's): its first render in the browser must be the
   * server's, so stores are read in their initial state and a guard renders what the server rendered.
   */
  serverRendered: boolean;
  /**
   * The moment times on the screen ("3分钟前") are told against while it is hydrated (when the server
   * rendered it), so a label crossing a minute in between does not throw the server's screen away; null:
   * now.
   */
  renderedAt: number | null;
  /** The screen holds the announcement popup (the server rendered it into it). */
  announcementShown: boolean;
  /** The announcement popup's state on the server (the request's own portal); null in the browser. */
  announcement: SdkStore<AnnouncementState<Announcement>> | null;
  /**
   * The announcement body as the screen holds it: sanitized by the server; in the browser, read back
   * from the page, so the popup the HTML came with hydrates without the browser's sanitizer.
   */
  announcementBody: ((content: string) => string | null) | null;
  /**
   * The server's sanitizer of rich text (the browser's, DOMPurify, needs a DOM: without one it returns
   * its input untouched); null in the browser, which uses lib/safe-html.
   */
  sanitizeHtml: ((html: string) => string) | null;
}

/** In the browser, a page that did not come rendered from the server. */
export const CLIENT_RENDERING: ServerRendering = {
  serverRendered: false,
  renderedAt: null,
  announcementShown: false,
  announcement: null,
  announcementBody: null,
  sanitizeHtml: null,
};

export const ServerRenderingContext = createContext<ServerRendering>(CLIENT_RENDERING);

/** What this render knows of the server's rendering of the screen. */
export function useServerRendering(): ServerRendering {
  return useContext(ServerRenderingContext);
}
