import { nanoid } from 'nanoid';
import type { Transport } from '../transport/clients.js';
import type { MoneyCallOptions } from './types.js';

/**
 * Request options of a money-moving call: the call's own (signal, timeout), and the caller's
 * Idempotency-Key or a fresh one so each call counts once while a retry of the same call can reuse it.
 */
export const money = (call: Transport['call'], o?: MoneyCallOptions) => ({
  ...call(o),
  headers: { 'Idempotency-Key': o?.idempotencyKey ?? nanoid() },
});
