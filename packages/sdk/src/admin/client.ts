import { nanoid } from 'nanoid';
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { fail, ok, type Result } from '../errors.js';
import { type AdminMethods, adminMethods } from '../generated/admin-methods.js';
import { silentLogger } from '../logger.js';
import type { StorageAdapter } from '../storage/types.js';
import { createTransportFetch, type FetchLike } from '../transport/fetch-wrapper.js';
import { createPendingRequests } from '../transport/pending.js';
import { type DataOf, toResult } from '../transport/result.js';
import type { AdminCallOptions, AdminMoneyCallOptions } from './operation-types.js';
import type { AdminPaths } from './paths.js';
import { type AdminCredential, type AdminSession, readSession, writeSession } from './session.js';

export interface AdminClientOptions {
  /** Origin of the portal server (omit in a page served by it; required in Node); the admin API is under `${baseUrl}/api`. */
  baseUrl?: string;
  /** Where the session is kept (webStorage() in a browser, memory or a file in Node); with the cookie credential, without its token. */
  storage: StorageAdapter;
  /** `token` (default): the login's token as a bearer. `cookie`: a console on the portal's own origin, the token only in an HttpOnly cookie. */
  credential?: AdminCredential;
  /** The platform's fetch unless given (tests pass their own). */
  fetch?: FetchLike;
  /** Per-call time limit; default 20 s (uploads of game packages take a while). */
  timeoutMs?: number;
  /** Called once when the server no longer accepts the stored token (HTTP 401): the session is already cleared. */
  onSessionExpired?: () => void;
  /** The clock; tests pass their own. */
  now?: () => number;
}

type Answer<E> = Promise<{ data?: E; error?: unknown; response: Response }>;

/**
 * The operators' console client: login, the stored token on every call, and one named method per admin
 * operation of the contract (`searchPosts(query)`, `updateGame(id, body)`...) answering `{data, error}`.
 */
export interface AdminClient extends AdminMethods {
  /** Typed openapi-fetch client of the admin paths, for what the named methods do not cover; wrap its calls in `call()`. */
  readonly api: Client<AdminPaths>;
  /** Reads the stored session (once); later calls carry its token. */
  restore(): Promise<AdminSession | null>;
  /** The signed-in operator's session, or null. */
  getSession(): AdminSession | null;
  /** Called on every sign-in, sign-out and expiry; returns the unsubscribe function. */
  subscribe(listener: (session: AdminSession | null) => void): () => void;
  /** Signs an operator in with name and password and keeps the session (its token, or the browser its cookie). */
  login(name: string, password: string): Promise<Result<AdminSession>>;
  /** Revokes the token on the server (when it answers) and forgets it here in any case. */
  logout(): Promise<void>;
  /** Turns an `api` call into `{data, error}`: refusals, HTTP errors and failures as error values. */
  call<E>(answer: Answer<E>): Promise<Result<DataOf<E>>>;
  /** A fresh Idempotency-Key for a money action: reuse it when retrying the same action. */
  idempotencyKey(): string;
}

/** Creates the console's client; nothing is sent until a call is made. */
export function createAdminClient(options: AdminClientOptions): AdminClient {
  const { storage } = options;
  const credential = options.credential ?? 'token';
  const platformFetch: FetchLike = options.fetch ?? ((request) => globalThis.fetch(request));
  const run = createTransportFetch({
    fetch: platformFetch,
    timeoutMs: options.timeoutMs ?? 20_000,
    pending: createPendingRequests(silentLogger, 20),
  });
  let session: AdminSession | null = null;
  let restored: Promise<AdminSession | null> | null = null;
  const listeners = new Set<(session: AdminSession | null) => void>();

  const setSession = async (next: AdminSession | null) => {
    session = next;
    await writeSession(storage, next);
    for (const listener of [...listeners]) listener(next);
  };

  const restore = () => {
    restored ??= readSession(storage, (options.now ?? Date.now)(), credential).then((stored) => {
      session ??= stored;
      return session;
    });
    return restored;
  };

  const auth: Middleware = {
    async onRequest({ request }) {
      await restore();
      if (session?.token) request.headers.set('Authorization', `Bearer ${session.token}`);
      return request;
    },
    async onResponse({ request, response }) {
      // A credential the server stopped accepting: sign out here once; the host goes back to its login page.
      const sent = request.headers.get('Authorization');
      const stale = credential === 'cookie' ? !sent : sent === `Bearer ${session?.token}`;
      if (response.status === 401 && session && stale) {
        await setSession(null);
        options.onSessionExpired?.();
      }
      return response;
    },
  };

  const api = createClient<AdminPaths>({
    baseUrl: `${(options.baseUrl ?? '').replace(/\/+$/, '')}/api`,
    fetch: (request: Request) => run(request),
  });
  api.use(auth);

  const call = <E>(answer: Answer<E>) => toResult<E>(answer);
  const init = (o: AdminCallOptions = {}) => {
    const limits = { timeoutMs: o.timeoutMs, signal: o.signal };
    return { signal: o.signal, fetch: (request: Request) => run(request, limits) };
  };
  const money = (o: AdminMoneyCallOptions = {}) => ({
    ...init(o),
    headers: { 'Idempotency-Key': o.idempotencyKey ?? nanoid() },
  });

  return {
    ...adminMethods({ api, call, init, money }),
    api,
    restore,
    getSession: () => session,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    async login(name, password) {
      const { data, error } = await call(
        api.POST('/v1/admin/login', { body: { name, password, credential } }),
      );
      if (error) return fail(error);
      await setSession(data);
      return ok(data);
    },
    async logout() {
      await restore();
      if (session) await call(api.POST('/v1/admin/logout'));
      await setSession(null);
    },
    call,
    idempotencyKey: () => nanoid(),
  };
}
