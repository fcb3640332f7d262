import { createHash } from 'node:crypto';

/**
 * Idempotency-Key rules (header `Idempotency-Key`):
 * - optional; 8..128 characters of [A-Za-z0-9_-] (openapi IdempotencyKey); anything else is a 400;
 * - scoped to the user and the operation: the same key may be used by two users or for two operations;
 * - the request hash covers the operation and its business parameters (not appID/channelID);
 * - the stored answer of a successful call is replayed for 24 hours; the same key with other parameters
 *   answers 1008; a refused call (e.g. balance too low) stores nothing, so retrying it re-evaluates.
 */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

export function isValidIdempotencyKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** Stable JSON: object keys sorted at every level, so field order never changes the hash. */
export function stableStringify(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
}

export function requestHash(operation: string, params: Record<string, unknown>): string {
  return createHash('sha256')
    .update(`${operation}\n${stableStringify(params)}`)
    .digest('hex');
}
