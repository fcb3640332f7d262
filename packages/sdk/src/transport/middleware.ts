import type { Middleware } from 'openapi-fetch';
import { BusinessCode } from '../generated/business-codes.js';
import type { Logger } from '../logger.js';
import { encodePortalBody, type PortalDefaults } from './portal-body.js';

export interface Identity {
  uid: string;
  token: string;
}

/**
 * UG-Uid / UG-Token, only while logged in: a guest's call then carries no custom header, so a GET or
 * a form POST from a partner page on another origin is a CORS "simple" request (no preflight). Waits
 * for the stored session to be read; headers a caller set itself (logout's revoke) are kept.
 */
export function identityHeaders(identity: () => Identity, restored: () => Promise<unknown>): Middleware {
  return {
    async onRequest({ request }) {
      await restored();
      const { uid, token } = identity();
      if (!uid || request.headers.has('UG-Token')) return undefined;
      request.headers.set('UG-Uid', uid);
      request.headers.set('UG-Token', token);
      return undefined;
    },
  };
}

/** openapi-fetch skips the serializer when there is no body; the portal still needs appID and channelID. */
export function portalEmptyBody(defaults: () => PortalDefaults): Middleware {
  return {
    onRequest({ request }) {
      if (request.method !== 'POST' || request.body) return undefined;
      return new Request(request, { body: encodePortalBody({}, defaults()) });
    },
  };
}

/**
 * The largest answer read for code 2. A session-expired answer is a code and a message (under 100
 * bytes); lists and screens run to kilobytes, and reading each a second time (a clone, then a parse)
 * cost a phone ~2 ms per answer at start-up. A compressed length is smaller than the text, so an answer
 * it rules out is larger still.
 */
export const SESSION_ANSWER_MAX_BYTES = 2048;

/** The server marks every answer to a request whose token it does not accept, public calls included. */
export const SESSION_INVALID_HEADER = 'x-session-invalid';

/**
 * Logs non-2xx statuses and spots a dead session: answer code 2, or the server's mark on any answer.
 * The token the request went out with is passed on, so a late answer to an old session cannot log
 * out a newer one.
 */
export function responseWatch(opts: {
  logger: Logger;
  onSessionExpired: (token: string) => void;
}): Middleware {
  return {
    async onResponse({ request, response }) {
      if (!response.ok) opts.logger.warn(`HTTP ${response.status} ${request.method} ${request.url}`);
      const { headers } = response;
      const token = request.headers.get('UG-Token') ?? '';
      if (headers.get(SESSION_INVALID_HEADER) === '1') opts.onSessionExpired(token);
      else if (
        headers.get('content-type')?.includes('json') &&
        Number(headers.get('content-length')) <= SESSION_ANSWER_MAX_BYTES
      ) {
        // Any JSON: a number or a string has no code either. Not JSON after all: the caller's own
        // parsing reports it.
        const body = (await response
          .clone()
          .json()
          .catch(() => null)) as { code?: unknown } | null;
        if (body?.code === BusinessCode.SessionExpired) opts.onSessionExpired(token);
      }
    },
  };
}
