import { RoundCloseButton } from '@portal/ui/round-close-button';
import { raiseToasts } from '@portal/ui/toast';
import { type ReactNode, useLayoutEffect, useRef } from 'react';

export interface PopupProps {
  /** Called with the popup's form when the user closes it (a button, Escape, a tap beside the card). */
  onClose(form: HTMLFormElement | null): void;
  /** The id of the element that names the popup (its title). */
  labelledBy: string;
  children: ReactNode;
  /** Shows a round close button under the card, as portal pop-ups do. */
  closeButton?: boolean;
  testId?: string;
}

/**
 * A centred pop-up card on the native `<dialog>` element, for what a page's first screen may open
 * with (the announcement). Unlike `@portal/ui/dialog` (Headless UI, which renders through a portal once mounted)
 * it renders on the server, so it paints with the page's HTML, and closes before any JavaScript has run:
 * its buttons submit a `method="dialog"` form. Once the app is live it is a real modal (`showModal`:
 * the page behind is inert, focus stays inside, Escape closes it) and a close made before that is
 * reported on mount. Rendered only while open: the caller unmounts it to close it. It has no entrance
 * animation: it is there with the first paint, and fading in from transparent would make the browser
 * count the page's largest paint only once the fade had played.
 */
export function Popup({ onClose, labelledBy, children, closeButton, testId }: PopupProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const card = useRef<HTMLDivElement>(null);
  const close = () => onClose(form.current);
  const closeRef = useRef(close);
  closeRef.current = close;

  useLayoutEffect(() => {
    const el = dialog.current;
    if (!el) return;
    // The server's popup, already closed by its own form before the app took the page over.
    if (!el.open) return void closeRef.current();
    // Focus goes back where it was when the popup goes (it is unmounted, not closed, so the browser's
    // own return of focus on close() does not happen).
    const opener = el.contains(document.activeElement) ? null : document.activeElement;
    const giveFocusBack = () => {
      if (opener instanceof HTMLElement && opener !== document.body && opener.isConnected)
        opener.focus({ preventScroll: true });
    };
    // Not modal yet: React created it, or the HTML brought it and the server's script that makes it
    // modal as the page is parsed (src/server-rendering/popup-script.ts) did not run. Make it so now.
    if (!el.matches(':modal')) {
      el.close();
      el.showModal();
      raiseToasts();
      // The card, not its first control: a ring on '今日不再显示' at page load reads as a choice made.
      card.current?.focus({ preventScroll: true });
    }
    return giveFocusBack;
  }, []);

  return (
    <dialog
      ref={dialog}
      open
      // The browser itself drops `open` when the server's popup is closed before the app takes over.
      suppressHydrationWarning
      aria-labelledby={labelledBy}
      data-popup=""
      onCancel={(e) => {
        // Escape: the app decides (the popup goes when the caller unmounts it).
        e.preventDefault();
        close();
      }}
      className="fixed inset-0 z-50 m-0 size-full max-h-none max-w-none bg-transparent p-0 backdrop:bg-transparent"
    >
      <div className="fixed inset-0 bg-black/50" aria-hidden="true" onClick={close} data-popup-backdrop="" />
      <form
        ref={form}
        method="dialog"
        onSubmit={(e) => {
          e.preventDefault();
          close();
        }}
        className="pointer-events-none fixed inset-0 flex items-center justify-center p-8"
      >
        <div className="pointer-events-auto flex w-full max-w-[20rem] flex-col items-center gap-4">
          <div
            ref={card}
            tabIndex={-1}
            // What the server's script focuses when it makes the popup modal as the page is parsed.
            data-popup-card=""
            data-testid={testId}
            className="w-full overflow-hidden rounded-[var(--radius-card)] bg-card px-5 pt-3 pb-2 text-center text-sm leading-relaxed text-body shadow-float outline-none"
          >
            {children}
          </div>
          {closeButton && <RoundCloseButton type="submit" />}
        </div>
      </form>
    </dialog>
  );
}
