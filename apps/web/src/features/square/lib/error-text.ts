import type { PortalError } from '@portal/sdk';

/**
 * What to tell the user when a square call fails: the SDK's message, which is the server's own words
 * ('帖子不存在', '拒绝访问') when it sent some; the fallback only covers an empty one.
 */
export function errorText(error: PortalError, fallback: string): string {
  return error.message || fallback;
}
