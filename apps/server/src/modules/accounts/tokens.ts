import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: what the client holds. Only its sha256 is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
