import type { SessionLookup } from '../../http/auth.ts';
import { touchSession } from './devices.ts';
import { cachedSessionUid } from './session-cache.ts';

/** The sessions the auth hook (http/auth.ts) looks tokens up in: through the shared cache, then the database. */
export const accountSessions: SessionLookup = {
  uidOf: (app, token) => cachedSessionUid(app.cache, app.db, token),
  touch: (app, token) => touchSession(app, token),
};
