import createClient, { type Client } from 'openapi-fetch';
import { fail, ok, type Result } from '../errors.js';
import type { Logger } from '../logger.js';
import { createTransportFetch, type FetchLike } from './fetch-wrapper.js';
import { type Identity, identityHeaders, portalEmptyBody, responseWatch } from './middleware.js';
import type { PortalPaths, SquarePaths } from './paths.js';
import { createPendingRequests, type PendingRequests } from './pending.js';
import { encodePortalBody, type PortalDefaults } from './portal-body.js';
import { toResult } from './result.js';

export interface TransportOptions {
  squareBaseUrl: string;
  portalBaseUrl: string;
  timeoutMs: number;
  pendingWarnAt: number;
  fetch: FetchLike;
  logger: Logger;
  identity: () => Identity;
  defaults: () => PortalDefaults;
  onSessionExpired: (token: string) => void;
}

export interface Transport {
  /** Typed openapi-fetch client for the square family (JSON under `/api`). */
  square: Client<SquarePaths>;
  /** Typed openapi-fetch client for the portal family (POST, form bodies, under `/portal`). */
  portal: Client<PortalPaths>;
  pending: PendingRequests;
  /** Cancels every request in flight; each rejects with the cancellation message. */
  cancelAll(): void;
  /** A blob GET (file download) with the same timeout, cancellation and error catalogue. */
  fetchBlob(url: string, options?: { signal?: AbortSignal }): Promise<Result<Blob>>;
}

export function createTransport(opts: TransportOptions): Transport {
  const pending = createPendingRequests(opts.logger, opts.pendingWarnAt);
  const fetch = createTransportFetch({ fetch: opts.fetch, timeoutMs: opts.timeoutMs, pending });
  const watch = responseWatch({ logger: opts.logger, onSessionExpired: opts.onSessionExpired });

  const square = createClient<SquarePaths>({
    baseUrl: opts.squareBaseUrl,
    fetch,
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  square.use(identityHeaders(opts.identity, false), watch);

  const portal = createClient<PortalPaths>({
    baseUrl: opts.portalBaseUrl,
    fetch,
    // Drop openapi-fetch's JSON default so the encoded body (form or typed Blob) sets its own type.
    headers: { 'Content-Type': null },
    bodySerializer: (body: unknown) => encodePortalBody(body, opts.defaults()),
  });
  portal.use(identityHeaders(opts.identity, true), portalEmptyBody(opts.defaults), watch);

  const fetchBlob = async (url: string, options: { signal?: AbortSignal } = {}): Promise<Result<Blob>> => {
    const { data, error } = await toResult(
      // Inside the chain so a malformed URL becomes an error value, not a throw.
      Promise.resolve().then(async () => {
        const response = await fetch(new Request(url, options));
        return { response, data: { code: 0 as const, data: response.ok ? await response.blob() : null } };
      }),
    );
    return error ? fail(error) : ok(data as Blob);
  };

  return { square, portal, pending, cancelAll: () => pending.cancelAll(), fetchBlob };
}
