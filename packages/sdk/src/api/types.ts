import type { components } from '../generated/portal.js';

/** Contract schemas, by name. */
export type Schemas = components['schemas'];

export interface CallOptions {
  /** Aborting it rejects the call with the cancellation message. */
  signal?: AbortSignal;
}

export interface MoneyCallOptions extends CallOptions {
  /** Makes a retry safe; the SDK picks a fresh one per call when omitted. */
  idempotencyKey?: string;
}

export type PageQuery = { currentPage?: number; pageSize?: number };
