import createClient, { type Client } from 'openapi-fetch';
import type { CallOptions } from '../api/types.js';
import { fail, ok, type Result } from '../errors.js';
import type { Logger } from '../logger.js';
import { createTransportFetch, type FetchLike, type RetryOptions } from './fetch-wrapper.js';
import { type Identity, identityHeaders, portalEmptyBody, responseWatch } from './middleware.js';
import type { PortalPaths, SquarePaths } from './paths.js';
import { createPendingRequests, type PendingRequests } from './pending.js';
import { encodePortalBody, type PortalDefaults } from './portal-body.js';
import { SUCCESS_CODE, toResult } from './result.js';

export interface TransportOptions {
  squareBaseUrl: string;
  portalBaseUrl: string;
  timeoutMs: number;
  pendingWarnAt: number;
  fetch: FetchLike;
  logger: Logger;
  identity: () => Identity;
  /** Settles once the stored session has been read; calls wait for it to carry the session. */
  restored: () => Promise<unknown>;
  retry?: RetryOptions;
  defaults: () => PortalDefaults;
  onSessionExpired: (token: string) => void;
}

/** `portal.clients`: the typed clients and the options of one call, for calls the wrappers do not cover. */
export type PortalClients = Pick<Transport, 'square' | 'portal' | 'call'>;

export interface Transport {
  /** Typed openapi-fetch client for the square family (JSON under `/api`). */
  square: Client<SquarePaths>;
  /** Typed openapi-fetch client for the portal family (POST, form bodies, under `/portal`). */
  portal: Client<PortalPaths>;
  pending: PendingRequests;
  /**
   * openapi-fetch options of one call: its signal, and a fetch that applies its timeout and is
   * cancelled by a `cancelAll()` made after this (even before the call reaches the network).
   */
  call(o?: CallOptions): { signal?: AbortSignal; fetch: FetchLike };
  /** Cancels every call made so far; each resolves with a `cancelled` error. */
  cancelAll(): void;
  /** A blob GET (file download) with the same timeout, cancellation and error catalogue. */
  fetchBlob(url: string, options?: CallOptions): Promise<Result<Blob>>;
  /** The session's uid and token (empty for a guest), for calls whose body repeats the uid. */
  identity: () => Identity;
}

export function createTransport(opts: TransportOptions): Transport {
  const pending = createPendingRequests(opts.logger, opts.pendingWarnAt);
  const run = createTransportFetch({ ...opts, pending });
  const fetch: FetchLike = (request) => run(request);
  const call = (o: CallOptions = {}) => {
    const limits = { timeoutMs: o.timeoutMs, epoch: pending.epoch(), signal: o.signal };
    return { signal: o.signal, fetch: (request: Request) => run(request, limits) };
  };
  const watch = responseWatch(opts);
  const identity = identityHeaders(opts.identity, opts.restored);

  // No X-Requested-With (no server needs it) and no x-request-id: each would cost a CORS preflight.
  const square = createClient<SquarePaths>({ baseUrl: opts.squareBaseUrl, fetch });
  square.use(identity, watch);

  const portal = createClient<PortalPaths>({
    baseUrl: opts.portalBaseUrl,
    fetch,
    // Drop openapi-fetch's JSON default so the encoded body (form or typed Blob) sets its own type.
    headers: { 'Content-Type': null },
    bodySerializer: (body: unknown) => encodePortalBody(body, opts.defaults()),
  });
  portal.use(identity, portalEmptyBody(opts.defaults), watch);

  const fetchBlob = async (url: string, options?: CallOptions): Promise<Result<Blob>> => {
    const { signal, fetch: fetchOne } = call(options);
    const { data, error } = await toResult(
      // Inside the chain so a malformed URL becomes an error value, not a throw.
      Promise.resolve().then(async () => {
        const response = await fetchOne(new Request(url, { signal }));
        return {
          response,
          data: { code: SUCCESS_CODE, data: response.ok ? await response.blob() : null },
        };
      }),
    );
    return error ? fail(error) : ok(data as Blob);
  };

  return {
    square,
    portal,
    pending,
    call,
    cancelAll: () => pending.cancelAll(),
    fetchBlob,
    identity: opts.identity,
  };
}
