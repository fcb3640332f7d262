/// <reference types="vite/client" />

/** src/lib/first-screen-markup.ts's names, written in by the build for src/boot.ts (vite.config.ts). */
declare const __FIRST_SCREEN_MARKUP__: typeof import('./lib/first-screen-markup').FIRST_SCREEN_MARKUP;

interface ImportMetaEnv {
  readonly VITE_APP_TITLE?: string;
  readonly VITE_THIRD_TAB_LABEL?: string;
}
