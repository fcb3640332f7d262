import type { StorageAdapter } from './types.js';

/** Parses a stored JSON value; anything absent or unparsable is null. */
export function parseJson<T>(raw: string | null): T | null {
  try {
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/** Reads a JSON value; anything unparsable counts as absent. */
export async function readJson<T>(storage: StorageAdapter, key: string): Promise<T | null> {
  return parseJson<T>(await storage.getItem(key));
}

export async function writeJson(storage: StorageAdapter, key: string, value: unknown): Promise<void> {
  await storage.setItem(key, JSON.stringify(value));
}
