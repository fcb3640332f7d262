import type { FastifyInstance } from 'fastify';

/** How often the downloads counted in this process are added to the games' totals. */
export const DOWNLOAD_COUNT_FLUSH_MS = 500;

/**
 * downloadCount grows with every download a logged-in user makes. Adding one per download put every
 * download of a game in a queue for that game's row (on PostgreSQL each waits for the row lock the one
 * before holds until its commit, and each commit is one more WAL flush): the purchase path spent its
 * time there. The counts are summed here instead and added once per game every DOWNLOAD_COUNT_FLUSH_MS,
 * each an addition, so several instances add theirs without losing any; the figure lags by that much,
 * and a process killed without closing loses the downloads of its last half second from the count (the
 * downloads themselves are recorded with the purchase).
 */
export function countDownloads(app: FastifyInstance): void {
  let pending = new Map<number, number>();
  let flushing: Promise<void> = Promise.resolve();

  const flush = () => {
    if (pending.size === 0) return flushing;
    const batch = pending;
    pending = new Map();
    flushing = flushing.then(async () => {
      for (const [gameId, n] of batch) {
        try {
          await app.db
            .updateTable('games')
            .set((eb) => ({ downloads: eb('downloads', '+', n) }))
            .where('id', '=', gameId)
            .execute();
        } catch (err) {
          app.log.warn({ err, gameId, n }, 'download count not added');
        }
      }
    });
    return flushing;
  };

  const timer = setInterval(() => void flush(), DOWNLOAD_COUNT_FLUSH_MS);
  timer.unref();
  app.events.on('game.downloaded', async ({ gameId }) => {
    pending.set(gameId, (pending.get(gameId) ?? 0) + 1);
  });
  // Before the database closes: the counts of the last moments are written too.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await flush();
  });
}
