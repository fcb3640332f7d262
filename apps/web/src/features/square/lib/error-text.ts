import type { PortalError } from '@portal/sdk';

/**
 * What to tell the user when a square call fails. The SDK's catalogue text for 403/404 names the
 * request (right for a broken address), but on a write the server's own words say what happened
 * ('帖子不存在', '拒绝访问'), so those are preferred when present.
 */
export function errorText(error: PortalError, fallback: string): string {
  const server =
    'serverMessage' in error && typeof error.serverMessage === 'string' ? error.serverMessage : '';
  if (server && (error.status === 403 || error.status === 404)) return server;
  return error.message || fallback;
}
