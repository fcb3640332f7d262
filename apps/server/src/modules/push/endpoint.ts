import { isIP } from 'node:net';

/**
 * Whether the server may post to this endpoint. Browsers' push services are https addresses of named
 * hosts (fcm.googleapis.com, updates.push.services.mozilla.com, web.push.apple.com, *.notify.windows.com);
 * refusing plain http, IP literals and local names keeps a player from making the server post into its own
 * network. A local push service (tests) needs `allowLocal`.
 */
export function acceptableEndpoint(endpoint: string, allowLocal: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (allowLocal) return url.protocol === 'https:' || url.protocol === 'http:';
  if (url.protocol !== 'https:') return false;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (isIP(host) !== 0) return false;
  return (
    host.includes('.') &&
    !host.endsWith('.localhost') &&
    !host.endsWith('.local') &&
    !host.endsWith('.internal')
  );
}
