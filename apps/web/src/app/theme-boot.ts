import { DARK_CLASS, SYSTEM_DARK_QUERY, THEME_STORAGE_KEY } from '../lib/theme.ts';

/**
 * The document's pre-paint script, inlined as the first thing in <body> (theme-boot-plugin.ts puts it
 * into index.html; the server allows it by its hash): sets the dark class from the stored choice and
 * the phone's setting before anything paints, and follows the phone's setting while the page is open.
 * Same rule as resolveTheme in lib/theme.ts (theme-boot.test.ts holds them together).
 */
export const themeBootScript =
  `(()=>{const b=document.body,m=matchMedia(${JSON.stringify(SYSTEM_DARK_QUERY)}),a=()=>{let c=null;` +
  `try{c=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})}catch{}` +
  `b.classList.toggle(${JSON.stringify(DARK_CLASS)},c==="dark"||c!=="light"&&m.matches)};` +
  `a();m.addEventListener("change",a);addEventListener("storage",a)})()`;
