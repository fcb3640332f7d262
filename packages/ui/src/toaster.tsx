import { useEffect, useLayoutEffect } from 'react';
import { createPortal } from 'react-dom';
import { raiseToasts, TOAST_OFFSET_PX, type ToastKind, toastShown, useToastStore } from './toast';

// The region the toasts of ./toast show in: a module of its own, so an app can load it after its first
// screen while `toast()` works from the start (a toast given meanwhile waits for it).

const kindClass: Record<ToastKind, string> = {
  info: 'bg-night/85',
  success: 'bg-success/90',
  error: 'bg-danger/90',
};

/**
 * The modal open on top, if any: a native `<dialog>` shown with `showModal` (the web app's popup) or a
 * Headless UI dialog (./dialog). Everything outside it is inert, and so hidden from screen readers.
 */
function topModal(): Element | null {
  const open = document.querySelectorAll('dialog:modal, [aria-modal="true"]');
  return open[open.length - 1] ?? null;
}

export function Toaster() {
  const items = useToastStore((s) => s.items);
  const newest = items.at(-1);
  // The toasts are seen above a modal (the top layer), but the modal makes them inert: inside it, an
  // unseen copy of the newest one is what a screen reader reads out.
  const modal = newest ? topModal() : null;
  // A toast's time runs from when it can be seen: one given before the app is on screen (the greeting
  // of a login the address asked for, while the page's code is still loading) waits for the Toaster.
  useEffect(() => {
    for (const { id, duration } of items) toastShown(id, duration);
  }, [items]);
  // The region is a manual popover, shown for good, so it sits in the top layer (Headless UI's dialogs
  // are below it anyway); each new toast raises it above any modal dialog opened in between.
  // biome-ignore lint/correctness/useExhaustiveDependencies: raised again for each new toast.
  useLayoutEffect(() => raiseToasts(), [newest?.id]);
  return (
    <div
      data-toaster=""
      popover="manual"
      className="pointer-events-none fixed inset-x-0 bottom-auto m-0 flex h-auto w-auto flex-col items-center gap-2 overflow-visible border-0 bg-transparent px-4 py-0"
      style={{ top: TOAST_OFFSET_PX }}
      aria-live="polite"
      role="status"
    >
      {items.map((t) => (
        <div
          key={t.id}
          data-testid="toast"
          className={`animate-pop-in max-w-[85%] rounded-xl px-4 py-2.5 text-center text-sm leading-snug text-white shadow-float backdrop-blur ${kindClass[t.kind]}`}
        >
          {t.message}
        </div>
      ))}
      {modal &&
        newest &&
        createPortal(
          <p key={newest.id} role="alert" className="sr-only" data-toast-echo="">
            {newest.message}
          </p>,
          modal,
        )}
    </div>
  );
}
