import { useEffect, useLayoutEffect } from 'react';
import { createPortal } from 'react-dom';
import { create } from 'zustand';

/** The product's toast defaults: shown for 3 seconds, 16px below the top edge. */
export const TOAST_DURATION_MS = 3000;
export const TOAST_OFFSET_PX = 16;

export type ToastKind = 'info' | 'success' | 'error';

export interface ToastItem {
  id: number;
  message: string;
  kind: ToastKind;
  /** How long it stays once on screen, in ms. */
  duration: number;
}

interface ToastState {
  items: ToastItem[];
  remove(id: number): void;
}

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export const useToastStore = create<ToastState>()((set) => ({
  items: [],
  remove(id) {
    clearTimeout(timers.get(id));
    timers.delete(id);
    set((s) => ({ items: s.items.filter((t) => t.id !== id) }));
  },
}));

let reword = (message: string) => message;

/**
 * Lets the app put a message in its own words before it is shown: the web app's lib/portal.ts says 网络不可用 for
 * the SDK's network failure while the device is offline, whichever screen's action failed.
 */
export function setToastWording(wording: (message: string) => string): void {
  reword = wording;
}

export interface ToastOptions {
  kind?: ToastKind;
  duration?: number;
}

/**
 * Shows a short message; it leaves by itself `duration` ms after it is on screen. The second argument
 * is the options, or only the kind (`toast(message, 'error')`).
 */
export function toast(rawMessage: string, kindOrOptions: ToastKind | ToastOptions = {}): number {
  const opts = typeof kindOrOptions === 'string' ? { kind: kindOrOptions } : kindOrOptions;
  const id = nextId++;
  const message = reword(rawMessage);
  const item: ToastItem = {
    id,
    message,
    kind: opts.kind ?? 'info',
    duration: opts.duration ?? TOAST_DURATION_MS,
  };
  // Only the latest few stay on screen, like a native toast queue.
  useToastStore.setState((s) => ({ items: [...s.items.slice(-2), item] }));
  return id;
}

const kindClass: Record<ToastKind, string> = {
  info: 'bg-night/85',
  success: 'bg-success/90',
  error: 'bg-danger/90',
};

/**
 * Puts the toasts back on top of the browser's top layer, above a modal `<dialog>` opened since (its
 * backdrop covers everything else, whatever the z-index). A native `<dialog>` of the app (the web app's popup) calls it after `showModal`.
 */
export function raiseToasts(): void {
  const region = document.querySelector<HTMLElement>('[data-toaster]');
  if (!region || typeof region.showPopover !== 'function') return;
  if (region.matches(':popover-open')) region.hidePopover();
  region.showPopover();
}

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
    for (const { id, duration } of items) {
      if (!timers.has(id))
        timers.set(
          id,
          setTimeout(() => useToastStore.getState().remove(id), duration),
        );
    }
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
