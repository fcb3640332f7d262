import { DARK_CLASS, LIGHT_CLASS, SYSTEM_DARK_QUERY, THEME_STORAGE_KEY } from '../lib/theme.ts';

/**
 * The theme holder: the document's pre-paint script, inlined in <head> (theme-boot-plugin.ts puts it into index.html; the
 * server allows it by its hash): sets the theme's class from the stored choice and the phone's setting
 * (theme-dark on <html> at once and on <body> as soon as the parser has made it, theme-light on <body>
 * otherwise), before any frame is drawn (a script
 * at the start of <body> ran after the first frame of a long page), and follows the phone's setting
 * while the page is open. Same rule as resolveTheme in lib/theme.ts (theme-boot.test.ts holds them
 * together).
 */
export const themeBootScript =
  `(()=>{const d=document,r=d.documentElement,m=matchMedia(${JSON.stringify(SYSTEM_DARK_QUERY)}),a=()=>{let c=null;` +
  `try{c=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})}catch{}` +
  `const k=c==="dark"||c!=="light"&&m.matches;for(const e of[r,d.body])e?.classList.toggle(${JSON.stringify(DARK_CLASS)},k);` +
  `d.body?.classList.toggle(${JSON.stringify(LIGHT_CLASS)},!k)};` +
  `a();if(!d.body){const o=new MutationObserver(()=>{if(d.body){o.disconnect();a()}});o.observe(r,{childList:true})}` +
  `m.addEventListener("change",a);addEventListener("storage",a)})()`;
