import { nanoid } from 'nanoid';
import type { MoneyCallOptions } from './types.js';

/**
 * Request options of a money-moving call: its signal, and the caller's Idempotency-Key or a fresh
 * one so each call counts once while a retry of the same call can reuse it.
 */
export const money = (
  o?: MoneyCallOptions,
): { signal?: AbortSignal; headers: { 'Idempotency-Key': string } } => ({
  signal: o?.signal,
  headers: { 'Idempotency-Key': o?.idempotencyKey ?? nanoid() },
});
