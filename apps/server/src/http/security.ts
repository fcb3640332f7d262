import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { POPUP_MODAL_SCRIPT_CSP } from './first-screen-popup.ts';

/**
 * Same-origin scripts only, but for the one fixed inline script a first screen's pop-up comes with
 * (allowed by its hash: http/first-screen-popup.ts) and the inline scripts the web build's index.html
 * carries (its theme's pre-paint script), each allowed by its hash; media may come from partner CDNs
 * over https.
 */
export function contentSecurityPolicy(
  documentScriptHashes: readonly string[] = [],
  connectSources: readonly string[] = ["'self'"],
): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", POPUP_MODAL_SCRIPT_CSP, ...documentScriptHashes].join(' '),
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

/** CSP sources ('sha256-…') of the classic inline scripts of an HTML document (not data blocks). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attrs = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attrs) || !body.trim()) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && type !== 'text/javascript' && type !== 'module') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

/** The hashes of the inline scripts in the web build's index.html, none when there is no build. */
function webDocumentScriptHashes(webDist: string): string[] {
  try {
    return inlineScriptHashes(fs.readFileSync(path.join(webDist, 'index.html'), 'utf8'));
  } catch {
    return [];
  }
}

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
  const csp = contentSecurityPolicy(webDocumentScriptHashes(app.config.webDist));
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(securityHeaders(request.url, csp));
    reply.header('x-request-id', request.id);
    return payload;
  });
}
