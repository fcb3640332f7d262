/// <reference types="vite/client" />

/** src/lib/server-rendering-markup.ts's names, written in by the build for src/boot.ts (vite.config.ts). */
declare const __SERVER_RENDERING_MARKUP__: typeof import('./lib/server-rendering-markup').SERVER_RENDERING_MARKUP;

interface ImportMetaEnv {
  readonly VITE_APP_TITLE?: string;
  readonly VITE_THIRD_TAB_LABEL?: string;
}

interface Window {
  /** React Router's hydration data, written into a server-rendered page by its `StaticRouterProvider`. */
  __staticRouterHydrationData?: import('react-router').HydrationState;
}
