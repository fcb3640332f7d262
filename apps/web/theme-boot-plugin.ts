import type { Plugin } from 'vite';
import { themeBootScript } from './src/app/theme-boot.ts';

/**
 * Inlines the theme's pre-paint script (src/app/theme-boot.ts) first in <head>, so the dark theme is on
 * before the first paint: no light flash. An inline classic script, not a module, because it must run
 * while the page is parsed.
 */
export function inlineThemeBoot(): Plugin {
  return {
    name: 'portal-theme-boot',
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'script', children: themeBootScript, injectTo: 'head-prepend' }],
    },
  };
}
