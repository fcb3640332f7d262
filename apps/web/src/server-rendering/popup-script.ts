/**
 * Turns the pop-up a server-rendered screen opens with (the announcement: ui/popup.tsx) into the page's
 * modal as the HTML is parsed, before the first paint: the page behind inert, focus on the card, Escape
 * closes it. The app did this once it had started, and making a dialog modal restyles the whole page
 * behind it (all of it turns inert): on a phone that was one of the longest tasks of the app's start-up.
 * Here it is part of the first layout the page pays for anyway. Without JavaScript the pop-up stays as
 * the HTML has it: open, not modal, closed by its own form. The document's policy allows it by its hash
 * (document.ts).
 */
export const POPUP_MODAL_SCRIPT =
  '(()=>{const d=document.querySelector("dialog[data-popup][open]");if(!d||d.matches(":modal"))return;' +
  'try{d.close();d.showModal();d.querySelector("[data-popup-card]")?.focus({preventScroll:true})}catch{}})()';
