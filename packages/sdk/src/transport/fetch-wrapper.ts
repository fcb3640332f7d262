import { PortalCancelledError, PortalNetworkError, PortalTimeoutError } from '../errors.js';
import type { PendingRequests } from './pending.js';
import { retryAfterSeconds } from './result.js';

export type FetchLike = (request: Request) => Promise<Response>;

/** What one call asks of the transport beyond its Request. */
export interface CallLimits {
  /** Replaces the portal's timeout for this call. */
  timeoutMs?: number;
  /** `pending.epoch()` when the call was made: a `cancelAll()` since then cancels it. */
  epoch?: number;
  /**
   * The caller's own signal, listened to directly: the Request's copy of it is linked to it through a
   * WeakRef in undici, and after a GC an abort can be lost on the way.
   */
  signal?: AbortSignal;
}

/** Opt-in retries of failed calls; off unless `retries` > 0. */
export interface RetryOptions {
  /** Tries after the first one. */
  retries: number;
  /** The first back-off in ms, doubled on each try (with jitter); default 300. */
  minDelayMs?: number;
  /** The longest wait in ms; a Retry-After beyond it is not waited for (the error carries it). Default 10000. */
  maxDelayMs?: number;
}

/**
 * A 429 or 503 refused the call before doing it: it is tried again whatever it is. A network failure,
 * a timeout or a gateway error (502, 504) may come after the server did the work: tried again only
 * when doing it twice is harmless (a GET, or a call with an Idempotency-Key, which every try carries).
 */
const safeToRepeat = (request: Request) => request.method === 'GET' || request.headers.has('Idempotency-Key');

/**
 * Wraps the injected fetch with the timeout, cancellation and pending-request bookkeeping. Every
 * failure is thrown as a PortalError (timeout, cancelled or network), which the caller turns into an
 * error value. The body is read inside the timeout so a server that stalls mid-answer also times out.
 */
export function createTransportFetch(opts: {
  fetch: FetchLike;
  timeoutMs: number;
  pending: PendingRequests;
  retry?: RetryOptions;
}): (request: Request, limits?: CallLimits) => Promise<Response> {
  const once = async (request: Request, limits: CallLimits): Promise<Response> => {
    const timeoutMs = limits.timeoutMs ?? opts.timeoutMs;
    const signal = limits.signal ?? request.signal;
    const controller = new AbortController();
    let reason: 'timeout' | 'cancelled' | null = null;
    const abort = (why: 'timeout' | 'cancelled') => {
      reason ??= why;
      controller.abort();
    };
    const onCallerAbort = () => abort('cancelled');
    const timer = setTimeout(() => abort('timeout'), timeoutMs);
    if (signal.aborted || (limits.epoch ?? opts.pending.epoch()) !== opts.pending.epoch()) {
      onCallerAbort();
    } else signal.addEventListener('abort', onCallerAbort, { once: true });
    const release = opts.pending.add(onCallerAbort);
    // Racing against the abort as well as passing the signal: undici follows a cloned Request's signal
    // through a WeakRef, so after a GC the abort can be lost; an injected fetch may ignore it outright.
    const aborted = new Promise<never>((_, reject) => {
      controller.signal.addEventListener('abort', () => reject(reason), {
        once: true,
      });
    });
    aborted.catch(() => {});
    try {
      if (reason) throw reason;
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
      if (reason === 'cancelled') throw new PortalCancelledError(undefined, signal.reason);
      throw new PortalNetworkError(undefined, error);
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', onCallerAbort);
      release();
    }
  };

  const { retries = 0, minDelayMs = 300, maxDelayMs = 10_000 } = opts.retry ?? {};
  // The wait between tries counts as pending: the caller's signal or cancelAll() ends it at once.
  const wait = (ms: number, signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      const stop = () => {
        clearTimeout(timer);
        release();
        reject(new PortalCancelledError(undefined, signal.reason));
      };
      const timer = setTimeout(() => {
        release();
        signal.removeEventListener('abort', stop);
        resolve();
      }, ms);
      const release = opts.pending.add(stop);
      signal.addEventListener('abort', stop, { once: true });
    });
  return async (request, limits = {}) => {
    for (let attempt = 0; ; attempt++) {
      const last = attempt >= retries;
      let delay = Math.min(maxDelayMs, minDelayMs * 2 ** attempt) * (0.5 + Math.random() / 2);
      try {
        // Each try sends its own copy of the body; the headers (and so the Idempotency-Key) stay the same.
        const response = await once(last ? request : request.clone(), limits);
        const { status } = response;
        if (
          last ||
          !(status === 429 || status === 503 || (status > 501 && status < 505 && safeToRepeat(request)))
        )
          return response;
        const after = (retryAfterSeconds(response.headers.get('retry-after')) ?? -1) * 1000;
        if (after > maxDelayMs) return response;
        if (after >= 0) delay = after;
      } catch (error) {
        if (last || (error as { kind?: string }).kind === 'cancelled' || !safeToRepeat(request)) throw error;
      }
      await wait(delay, limits.signal ?? request.signal);
    }
  };
}
