import { memoryStorage } from './memory.js';
import type { StorageAdapter } from './types.js';

interface LocalStorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function probeLocalStorage(): LocalStorageLike | null {
  try {
    const ls = (globalThis as { localStorage?: LocalStorageLike }).localStorage;
    if (!ls) return null;
    // Safari private mode and disabled cookies expose localStorage but throw on write.
    const probe = '__portal_probe__';
    ls.setItem(probe, probe);
    ls.removeItem(probe);
    return ls;
  } catch {
    return null;
  }
}

/** localStorage when it works, otherwise memory, so the SDK keeps running in Node and private tabs. */
export function webStorage(): StorageAdapter {
  const ls = probeLocalStorage();
  if (!ls) return memoryStorage();
  return {
    getItem: (key) => ls.getItem(key),
    setItem: (key, value) => {
      try {
        ls.setItem(key, value);
      } catch {
        // Quota exceeded: losing a cached value beats crashing the page.
      }
    },
    removeItem: (key) => ls.removeItem(key),
  };
}
