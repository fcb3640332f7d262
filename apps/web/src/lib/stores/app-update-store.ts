import { create } from 'zustand';

/** A new build's service worker, installed and waiting for the page to let it take over (有新版本). */
export const useAppUpdate = create<{ waiting: ServiceWorker | null }>()(() => ({ waiting: null }));
