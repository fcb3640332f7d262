/**
 * What the browser build made, handed to the server rendering's build by server-rendering-plugin.ts
 * (a module of that build, not a file beside it).
 */
declare module 'virtual:client-build' {
  /** The browser build's index.html: the document every page starts from (inlined CSS, preloads, shell). */
  export const documentHtml: string;
  /**
   * Per page of first-screens.ts (by its path), the addresses of its page chunk and of every chunk that
   * imports which the document does not load already.
   */
  export const screenChunks: Record<string, string[]>;
  /** The announcement popup's chunks, preloaded with a screen rendered with it. */
  export const announcementPopupChunks: string[];
}
