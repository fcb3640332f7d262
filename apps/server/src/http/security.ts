import type { FastifyInstance } from 'fastify';

/**
 * Same-origin scripts only, but for the inline scripts a document names by their hashes (the web app's
 * pages: its theme's pre-paint script, its pop-up's, React Router's hydration data; http/web-app.ts
 * hands the web app this policy to fill in); media may come from partner CDNs over https.
 */
export function contentSecurityPolicy(
  documentScriptHashes: readonly string[] = [],
  connectSources: readonly string[] = ["'self'"],
): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...documentScriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    ['connect-src', ...connectSources].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const CSP = contentSecurityPolicy();

/** The web app's service worker (apps/web src/sw/), at the root so its scope is the whole app. */
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * A worker runs under the policy its script was answered with. The service worker fetches the
 * pictures it keeps for offline reading itself, partner CDNs' included: it may fetch over https what
 * the pages may show over https (img-src). It has no document and runs no inline script.
 */
export const SERVICE_WORKER_CSP = contentSecurityPolicy([], ["'self'", 'https:']);

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
export function securityHeaders(url: string, csp = CSP): Record<string, string> {
  return {
    'content-security-policy': url.startsWith('/files/')
      ? FILES_CSP
      : url.split('?')[0] === SERVICE_WORKER_PATH
        ? SERVICE_WORKER_CSP
        : csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    ...(isApiPath(url) || url.startsWith('/healthz') ? { 'cache-control': 'no-store' } : {}),
  };
}

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    // A document's own policy (the web app's pages name their inline scripts in it) is kept.
    const own = reply.getHeader('content-security-policy');
    reply.headers(securityHeaders(request.url, typeof own === 'string' ? own : CSP));
    reply.header('x-request-id', request.id);
    return payload;
  });
}
