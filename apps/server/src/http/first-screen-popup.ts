import { createHash } from 'node:crypto';

/**
 * Turns the pop-up a tab's first screen came with (the announcement: apps/web src/ui/popup.tsx) into
 * the page's modal as the HTML is parsed, before the first paint: the page behind inert, focus on the
 * card, Escape closes it. The app did this once it had started, and making a dialog modal restyles the
 * whole page behind it (all of it turns inert): on a phone that was one of the longest tasks of the
 * app's start-up. Here it is part of the first layout the page pays for anyway. Without JavaScript the
 * pop-up stays as the HTML has it: open, not modal, closed by its own form.
 */
export const POPUP_MODAL_SCRIPT =
  '(()=>{const d=document.querySelector("dialog[data-popup][open]");if(!d||d.matches(":modal"))return;' +
  'try{d.close();d.showModal();d.querySelector("[data-popup-card]")?.focus({preventScroll:true})}catch{}})()';

/** The script's CSP source: the policy allows this one inline script and no other. */
export const POPUP_MODAL_SCRIPT_CSP = `'sha256-${createHash('sha256').update(POPUP_MODAL_SCRIPT).digest('base64')}'`;

/** A rendered first screen's HTML with the script after it, when the screen opens with a pop-up. */
export function withPopupModalScript(html: string): string {
  if (!/<dialog[^>]*\bdata-popup\b/.test(html) || !html.includes('</body>')) return html;
  return html.replace('</body>', `<script>${POPUP_MODAL_SCRIPT}</script></body>`);
}
