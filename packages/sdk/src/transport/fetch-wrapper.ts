import { PortalCancelledError, PortalNetworkError, PortalTimeoutError } from '../errors.js';
import type { PendingRequests } from './pending.js';

export type FetchLike = (request: Request) => Promise<Response>;

/** What one call asks of the transport beyond its Request. */
export interface CallLimits {
  /** Replaces the portal's timeout for this call. */
  timeoutMs?: number;
  /** `pending.epoch()` when the call was made: a `cancelAll()` since then cancels it. */
  epoch?: number;
}

/**
 * Wraps the injected fetch with the timeout, cancellation and pending-request bookkeeping. Every
 * failure is thrown as a PortalError (timeout, cancelled or network), which the caller turns into an
 * error value. The body is read inside the timeout so a server that stalls mid-answer also times out.
 */
export function createTransportFetch(opts: {
  fetch: FetchLike;
  timeoutMs: number;
  pending: PendingRequests;
}): (request: Request, limits?: CallLimits) => Promise<Response> {
  return async (request, limits = {}) => {
    const timeoutMs = limits.timeoutMs ?? opts.timeoutMs;
    const controller = new AbortController();
    let reason: 'timeout' | 'cancelled' | null = null;
    const abort = (why: 'timeout' | 'cancelled') => {
      reason ??= why;
      controller.abort();
    };
    const onCallerAbort = () => abort('cancelled');
    const timer = setTimeout(() => abort('timeout'), timeoutMs);
    if (request.signal.aborted || (limits.epoch ?? opts.pending.epoch()) !== opts.pending.epoch()) {
      onCallerAbort();
    } else request.signal.addEventListener('abort', onCallerAbort, { once: true });
    const release = opts.pending.add(onCallerAbort);
    // Racing against the abort as well as passing the signal: undici follows a cloned Request's signal
    // through a WeakRef, so after a GC the abort can be lost; an injected fetch may ignore it outright.
    const aborted = new Promise<never>((_, reject) => {
      controller.signal.addEventListener('abort', () => reject(new Error(reason ?? 'aborted')), {
        once: true,
      });
    });
    aborted.catch(() => {});
    try {
      if (reason) throw new Error(reason);
      const pending = opts.fetch(new Request(request, { signal: controller.signal }));
      pending.catch(() => {});
      const response = await Promise.race([pending, aborted]);
      const bytes = await Promise.race([response.arrayBuffer(), aborted]);
      // An empty body must be null: 204, 205 and 304 answers refuse any other.
      const buffered = new Response(bytes.byteLength ? bytes : null, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
      // A rebuilt Response has no url; keep the request's so errors can name the address.
      Object.defineProperty(buffered, 'url', { value: request.url });
      return buffered;
    } catch (error) {
      if (reason === 'timeout') throw new PortalTimeoutError(timeoutMs);
      if (reason === 'cancelled') throw new PortalCancelledError(undefined, request.signal.reason);
      throw new PortalNetworkError(undefined, error);
    } finally {
      clearTimeout(timer);
      request.signal.removeEventListener('abort', onCallerAbort);
      release();
    }
  };
}
