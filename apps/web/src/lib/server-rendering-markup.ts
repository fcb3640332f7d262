/**
 * The names the server rendering's document (src/server-rendering/) and the browser's start-up
 * (boot.ts, main.tsx, the service worker) agree on, written once. All of them are the web app's own.
 */
export const SERVER_RENDERING_MARKUP = {
  /** A modulepreload the document holds back until the rendered screen has painted (src/boot.ts restores it). */
  deferredModuleRel: 'modulepreload-after-paint',
  /** The attribute on #root's wrapper saying what it holds: "shell", or "screen" once rendered. */
  prerenderedAttr: 'data-prerendered',
  /** The attribute on that wrapper holding when the screen was rendered (ms), to hydrate the same times. */
  renderedAtAttr: 'data-rendered-at',
  /** The announcement's '今日不再显示' cookie (lib/announcement-cookie.ts). */
  announcementCookie: 'portal_notice_off',
} as const;

/** The selector of a screen the server rendered. */
export const RENDERED_SCREEN = `[${SERVER_RENDERING_MARKUP.prerenderedAttr}="screen"]`;
