import type { FastifyInstance } from 'fastify';
import { POPUP_MODAL_SCRIPT_CSP } from './first-screen-popup.ts';

/**
 * Same-origin scripts only, but for the one fixed inline script a first screen's pop-up comes with
 * (allowed by its hash: http/first-screen-popup.ts); media may come from partner CDNs over https.
 */
export const CSP = [
  "default-src 'self'",
  `script-src 'self' ${POPUP_MODAL_SCRIPT_CSP}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Uploaded bytes under /files/ (local disk or S3) are data, never a page that could run script in our
 * origin: nothing loads, the document is sandboxed, and no one may frame it.
 */
export const FILES_CSP =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'; object-src 'none'";

export const API_PREFIXES = ['/api/', '/portal/'];

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((p) => url.startsWith(p)) || url === '/api' || url === '/portal';
}

/**
 * Headers on every answer, API and static alike, and on the ones written before routing (http/errors.ts);
 * the request id is added beside them.
 */
export function securityHeaders(url: string): Record<string, string> {
  return {
    'content-security-policy': url.startsWith('/files/') ? FILES_CSP : CSP,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    ...(isApiPath(url) || url.startsWith('/healthz') ? { 'cache-control': 'no-store' } : {}),
  };
}

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(securityHeaders(request.url));
    reply.header('x-request-id', request.id);
    return payload;
  });
}
