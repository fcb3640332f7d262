import { STORAGE_KEYS } from '../storage/keys.js';
import type { StorageAdapter } from '../storage/types.js';

const DEVICE_ID = /^[0-9a-f]{32}$/;

/** A uuid v4 without dashes (32 lowercase hex characters). */
export function newDeviceId(random: RandomFill = defaultRandom): string {
  const bytes = random(new Uint8Array(16));
  // Version 4 and the RFC 4122 variant, as crypto.randomUUID would set them.
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Fills the array with random bytes (injectable for tests). */
export type RandomFill = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array;

function defaultRandom(bytes: Uint8Array<ArrayBuffer>): Uint8Array {
  // getRandomValues works on plain http pages where randomUUID does not.
  return globalThis.crypto.getRandomValues(bytes);
}

export const isDeviceId = (value: unknown): value is string =>
  typeof value === 'string' && DEVICE_ID.test(value);

/**
 * The device id stored under `h5_device_id`, created on first use and reused after.
 * Returns null when none can be had (no randomness and nothing stored): device init then fails.
 */
export async function getDeviceId(storage: StorageAdapter, random?: RandomFill): Promise<string | null> {
  try {
    const stored = await storage.getItem(STORAGE_KEYS.deviceId);
    if (isDeviceId(stored)) return stored;
    const id = newDeviceId(random);
    await storage.setItem(STORAGE_KEYS.deviceId, id);
    return id;
  } catch {
    return null;
  }
}
