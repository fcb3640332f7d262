import type { StorageAdapter } from './types.js';

/** Reads a JSON value; anything unparsable counts as absent. */
export async function readJson<T>(storage: StorageAdapter, key: string): Promise<T | null> {
  const raw = await storage.getItem(key);
  if (raw == null || raw === '') return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export async function writeJson(storage: StorageAdapter, key: string, value: unknown): Promise<void> {
  await storage.setItem(key, JSON.stringify(value));
}
