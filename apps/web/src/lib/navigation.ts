/** The login address that brings the user back to `path` afterwards. */
export function loginPath(path: string): string {
  return `/login?redirect=${encodeURIComponent(path)}`;
}

/**
 * Where to go after logging in: the `redirect` query parameter when it is a path inside this app
 * (never another origin: '//host' and 'https://…' are refused), otherwise home.
 */
export function redirectTarget(search: string): string {
  const target = new URLSearchParams(search).get('redirect');
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  if (/^\/(login|register|other)(\/|\?|$)/.test(target)) return '/';
  return target;
}
