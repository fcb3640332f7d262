import type { Client } from 'openapi-fetch';
import type { Result } from '../errors.js';
import type { FetchLike } from '../transport/fetch-wrapper.js';
import type { DataOf } from '../transport/result.js';
import type { AdminPaths } from './paths.js';

/** An admin path and one of its methods. */
type Operation<P extends keyof AdminPaths, M extends keyof AdminPaths[P]> = AdminPaths[P][M];

/** The query of an admin operation, as the contract types it. */
export type AdminQuery<P extends keyof AdminPaths, M extends keyof AdminPaths[P]> =
  Operation<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** The path parameters of an admin operation, by name. */
export type AdminPathParams<P extends keyof AdminPaths, M extends keyof AdminPaths[P]> =
  Operation<P, M> extends { parameters: { path: infer Q } } ? NonNullable<Q> : never;

/** The request body of an admin operation (JSON, or a file upload's multipart form). */
export type AdminBody<P extends keyof AdminPaths, M extends keyof AdminPaths[P]> =
  Operation<P, M> extends { requestBody?: { content: infer C } } ? C[keyof C] : never;

export interface AdminCallOptions {
  /** Aborting it ends the call with a `cancelled` error (a value, not a throw). */
  signal?: AbortSignal;
  /** This call's own time limit; past it the call ends with a `timeout` error. */
  timeoutMs?: number;
}

export interface AdminMoneyCallOptions extends AdminCallOptions {
  /** Makes a retry safe (reuse it for the same action); a fresh one per call when omitted. */
  idempotencyKey?: string;
}

/** What the generated methods are built on: the typed client and the options of one call. */
export interface AdminOperationContext {
  api: Client<AdminPaths>;
  call<E>(answer: Promise<{ data?: E; error?: unknown; response: Response }>): Promise<Result<DataOf<E>>>;
  init(o?: AdminCallOptions): { signal?: AbortSignal; fetch: FetchLike };
  money(o?: AdminMoneyCallOptions): {
    signal?: AbortSignal;
    fetch: FetchLike;
    headers: { 'Idempotency-Key': string };
  };
}
