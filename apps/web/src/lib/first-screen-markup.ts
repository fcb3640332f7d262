/**
 * The names the web app's HTML and the server that fills it in agree on, declared here once: the build
 * writes them into first-screen.json (first-screen-plugin.ts) and the server reads them from there
 * (apps/server http/first-screen.ts), so neither side keeps a copy of the other's strings.
 */
export const FIRST_SCREEN_MARKUP = {
  /**
   * Id of the JSON data block with React Router's hydration data (the route loaders' data the server
   * rendered the screen with): the browser hydrates with it instead of running the loaders again.
   */
  hydrationId: 'portal-hydration',
  /** A modulepreload the server holds back until the rendered screen has painted (src/boot.ts restores it). */
  deferredModuleRel: 'modulepreload-after-paint',
  /** Comments around index.html's generic shell: a rendered first screen takes its place. */
  shellStart: '<!--shell-->',
  shellEnd: '<!--/shell-->',
  /** The attribute on the shell's wrapper saying what it holds: "shell", or "screen" once rendered. */
  prerenderedAttr: 'data-prerendered',
  /** The attribute on that wrapper holding when the screen was rendered (ms), to hydrate the same times. */
  renderedAtAttr: 'data-rendered-at',
  /** The announcement's '今日不再显示' cookie (lib/announcement-cookie.ts). */
  announcementCookie: 'portal_notice_off',
} as const;

export type FirstScreenMarkup = typeof FIRST_SCREEN_MARKUP;

/** The selector of a first screen the server rendered in place of the shell. */
export const RENDERED_SCREEN = `[${FIRST_SCREEN_MARKUP.prerenderedAttr}="screen"]`;
