import type { components } from '../generated/portal.js';
import type { StorageAdapter } from '../storage/types.js';

/** The signed-in operator, as the login answered. */
export type AdminOperator = components['schemas']['Operator'];

/**
 * What the login answered: when it stops working, who signed in, and the token itself unless the
 * browser keeps it as the HttpOnly cookie (`credential: 'cookie'`).
 */
export type AdminSession = components['schemas']['AdminSession'];

/**
 * How the client proves the operator: `token` sends the login's token as a bearer (scripts and servers);
 * `cookie` lets the browser carry the HttpOnly `portal_admin` cookie the login sets, so neither storage
 * nor any script of the page ever holds the token (a console served by the portal).
 */
export type AdminCredential = 'token' | 'cookie';

/**
 * Storage key of the console's session (a separate key from the player's: the two never mix). With the
 * cookie credential it holds only who signed in and until when, never a token.
 */
export const ADMIN_SESSION_KEY = 'portal_admin_session';

const ROLES: readonly string[] = ['admin', 'operator', 'moderator'];

function isSession(value: unknown, credential: AdminCredential): value is AdminSession {
  if (typeof value !== 'object' || value === null) return false;
  const { token, operator, expireTime } = value as Partial<AdminSession>;
  const tokenFits =
    credential === 'token' ? typeof token === 'string' && token.length > 0 : token === undefined;
  return (
    tokenFits &&
    typeof expireTime === 'string' &&
    typeof operator === 'object' &&
    operator !== null &&
    typeof operator.id === 'number' &&
    typeof operator.name === 'string' &&
    ROLES.includes(operator.role)
  );
}

/** The stored session, or null when none, an unreadable one or an expired one is stored. */
export async function readSession(
  storage: StorageAdapter,
  now: number,
  credential: AdminCredential = 'token',
): Promise<AdminSession | null> {
  try {
    const raw = await storage.getItem(ADMIN_SESSION_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isSession(parsed, credential) && Date.parse(parsed.expireTime) > now ? parsed : null;
  } catch {
    return null;
  }
}

export async function writeSession(storage: StorageAdapter, session: AdminSession | null): Promise<void> {
  try {
    if (session) await storage.setItem(ADMIN_SESSION_KEY, JSON.stringify(session));
    else await storage.removeItem(ADMIN_SESSION_KEY);
  } catch {
    // A storage that refuses writes keeps the session in memory only: the operator signs in again next time.
  }
}
