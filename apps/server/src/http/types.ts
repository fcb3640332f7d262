import type { Kysely } from 'kysely';
import type { Cache } from '../cache/cache.ts';
import type { ContentChanges } from '../cache/content-changes.ts';
import type { Config } from '../config.ts';
import type { Dialect } from '../db/portable.ts';
import type { Database } from '../db/schema.ts';
import type { EventBus } from '../infra/events.ts';
import type { GameReleasedHook } from '../infra/game-releases.ts';
import type { Secrets } from '../infra/secrets.ts';
import type { SmsProvider } from '../sms/provider.ts';
import type { FileStore } from '../storage/file-store.ts';

export interface AuthUser {
  uid: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    secrets: Secrets;
    db: Kysely<Database>;
    dialect: Dialect;
    events: EventBus;
    cache: Cache;
    contentChanges: ContentChanges;
    files: FileStore;
    sms: SmsProvider;
    /** Notifies the players who reserved a game at its release (app.ts wires it; infra/game-releases.ts). */
    onGameReleased: GameReleasedHook;
  }
  interface FastifyRequest {
    /** The logged-in user, or null for a guest (and for a bad token: see `authInvalid`). */
    user: AuthUser | null;
    /** A token was sent but is unknown, expired, revoked or belongs to another uid. */
    authInvalid: boolean;
  }
}
