import { DARK_CLASS, LIGHT_CLASS, SYSTEM_DARK_QUERY, THEME_STORAGE_KEY } from '../lib/theme.ts';

/**
 * Inlined in <head> so the theme's class is set before any frame is drawn (a script at the start of
 * <body> ran after the first frame of a long page). The rule is resolveTheme's in lib/theme.ts, written
 * out small; theme-boot.test.ts holds the two together.
 */
export const themeBootScript =
  `(()=>{const d=document,r=d.documentElement,m=matchMedia(${JSON.stringify(SYSTEM_DARK_QUERY)}),a=()=>{let c=null;` +
  `try{c=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})}catch{}` +
  `const k=c==="dark"||c!=="light"&&m.matches;for(const e of[r,d.body])e?.classList.toggle(${JSON.stringify(DARK_CLASS)},k);` +
  `d.body?.classList.toggle(${JSON.stringify(LIGHT_CLASS)},!k)};` +
  `a();if(!d.body){const o=new MutationObserver(()=>{if(d.body){o.disconnect();a()}});o.observe(r,{childList:true})}` +
  `m.addEventListener("change",a);addEventListener("storage",a)})()`;
