import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The nonce of a rendered page's inline scripts (http/web-app.ts), allowed by its CSP. */
    cspNonce?: string;
  }
}

/**
 * Same-origin scripts only, but for a rendered page's own inline scripts (the router's data and start,
 * allowed by the request's nonce: http/web-app.ts); media may come from partner CDNs over https.
 */
export function cspWith(nonce?: string): string {
  return CSP.replace("script-src 'self'", `script-src 'self'${nonce ? ` 'nonce-${nonce}'` : ''}`);
}

export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
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
export function securityHeaders(url: string, nonce?: string): Record<string, string> {
  return {
    'content-security-policy': url.startsWith('/files/') ? FILES_CSP : cspWith(nonce),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    ...(isApiPath(url) || url.startsWith('/healthz') ? { 'cache-control': 'no-store' } : {}),
  };
}

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(securityHeaders(request.url, request.cspNonce));
    reply.header('x-request-id', request.id);
    return payload;
  });
}
