// The scheduled release: every instance checks once a minute for upcoming games whose release time has
// come. No leader is needed: each release claims its game row in the transaction that notifies
// (release.ts), so when two instances find the same game one releases it and the other finds nothing.
import type { FastifyInstance } from 'fastify';
import { invalidateContent } from '../../cache/invalidation.ts';
import { releaseDueGames } from './release.ts';

/** How often the release times are checked (the contract says "checked every minute"). */
export const RELEASE_CHECK_MS = 60_000;

/** The time the scheduled release reads. Tests move it; nothing else changes it. */
export const releaseClock = { now: (): Date => new Date() };

/** One check: releases what is due, then drops the cached catalogue so downloads open at once. */
export async function runReleaseCheck(app: FastifyInstance): Promise<number[]> {
  const released = await releaseDueGames(app.db, releaseClock.now(), app.onGameReleased);
  if (released.length > 0) {
    await invalidateContent(app);
    app.log.info({ games: released }, 'upcoming games released at their release time');
  }
  return released;
}

export function scheduleReleases(app: FastifyInstance): void {
  const run = () =>
    runReleaseCheck(app).catch((err: unknown) => app.log.warn({ err }, 'scheduled game release failed'));
  app.addHook('onReady', async () => {
    await run();
  });
  const timer = setInterval(() => void run(), RELEASE_CHECK_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
