import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Errors } from './answer.ts';
import type { AuthUser } from './types.ts';

/**
 * Marks every answer to a request whose token the server does not accept (unknown, revoked, expired,
 * or another user's uid). Public calls still answer as to a guest; the mark lets a client notice
 * there too that its stored session is dead, not only on login-only calls (code 2).
 */
export const SESSION_INVALID_HEADER = 'x-session-invalid';

/**
 * Who a token belongs to, and marking its session used: the accounts module's sessions (app.ts hands them in),
 * so this hook knows no module.
 */
export interface SessionLookup {
  /** The uid of a live session's token, or null (unknown, expired or revoked). */
  uidOf(app: FastifyInstance, token: string): Promise<string | null>;
  /** The signed-in devices list shows when each session was last used. */
  touch(app: FastifyInstance, token: string): Promise<void>;
}

/** Reads `UG-Uid` + `UG-Token` on every request; the lookup happens only when a token is sent. */
export function installAuth(app: FastifyInstance, sessions: SessionLookup): void {
  app.decorateRequest('user', null);
  app.decorateRequest('authInvalid', false);
  app.addHook('onRequest', async (request, reply) => {
    const token = header(request, 'ug-token');
    if (!token) return;
    const uid = await sessions.uidOf(app, token);
    const claimed = header(request, 'ug-uid');
    if (!uid || (claimed && claimed !== uid)) {
      request.authInvalid = true;
      // Set now, so the error handler's and the 404 handler's answers carry it too.
      reply.header(SESSION_INVALID_HEADER, '1');
      return;
    }
    request.user = { uid };
    await sessions.touch(app, token);
  });
}

function header(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name];
  const s = Array.isArray(v) ? v[0] : v;
  return s && s !== 'undefined' && s !== 'null' ? s : undefined;
}

/**
 * The logged-in user or a refusal: a guest gets 401, a dead token gets code 2 so the client logs
 * out locally.
 */
export function requireUser(request: FastifyRequest): AuthUser {
  if (request.user) return request.user;
  if (request.authInvalid) throw Errors.sessionExpired();
  throw Errors.unauthorized();
}

/** The raw token of this request (for logout). */
export function requestToken(request: FastifyRequest): string | undefined {
  return header(request, 'ug-token');
}
