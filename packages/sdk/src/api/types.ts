import type { components } from '../generated/portal.js';

/** Contract schemas, by name. */
export type Schemas = components['schemas'];

export interface CallOptions {
  /** Aborting it ends the call with a `cancelled` error (a value, not a throw). */
  signal?: AbortSignal;
  /** This call's own time limit; past it the call ends with a `timeout` error. */
  timeoutMs?: number;
}

export interface MoneyCallOptions extends CallOptions {
  /** Makes a retry safe; the SDK picks a fresh one per call when omitted. */
  idempotencyKey?: string;
}

export type PageQuery = { currentPage?: number; pageSize?: number };

/** A list that also pages by cursor: `cursor` is the previous page's `nextCursor`. */
export type CursorPageQuery = PageQuery & { cursor?: string };
