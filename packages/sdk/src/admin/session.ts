import type { components } from '../generated/portal.js';
import type { StorageAdapter } from '../storage/types.js';

/** The signed-in operator, as the login answered. */
export type AdminOperator = components['schemas']['Operator'];

/** What the login answered: the token, when it stops working, and who signed in. */
export type AdminSession = components['schemas']['AdminSession'];

/** Storage key of the console's session (a separate key from the player's: the two never mix). */
export const ADMIN_SESSION_KEY = 'portal_admin_session';

const ROLES: readonly string[] = ['admin', 'operator', 'moderator'];

function isSession(value: unknown): value is AdminSession {
  if (typeof value !== 'object' || value === null) return false;
  const { token, operator, expireTime } = value as Partial<AdminSession>;
  return (
    typeof token === 'string' &&
    typeof expireTime === 'string' &&
    token.length > 0 &&
    typeof operator === 'object' &&
    operator !== null &&
    typeof operator.id === 'number' &&
    typeof operator.name === 'string' &&
    ROLES.includes(operator.role)
  );
}

/** The stored session, or null when none, an unreadable one or an expired one is stored. */
export async function readSession(storage: StorageAdapter, now: number): Promise<AdminSession | null> {
  try {
    const raw = await storage.getItem(ADMIN_SESSION_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isSession(parsed) && Date.parse(parsed.expireTime) > now ? parsed : null;
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
