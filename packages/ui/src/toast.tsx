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

/** Starts a toast's time once it can be seen: the Toaster calls it for each toast it shows. */
export function toastShown(id: number, duration: number): void {
  if (!timers.has(id))
    timers.set(
      id,
      setTimeout(() => useToastStore.getState().remove(id), duration),
    );
}
