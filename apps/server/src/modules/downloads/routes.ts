import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { groupedWriter } from '../../db/grouped-writes.ts';
import { AppError, BusinessCode, ok } from '../../http/answer.ts';
import { requireUser } from '../../http/auth.ts';
import { route } from '../../http/operations.ts';
import { publicOrigin } from '../../http/public-url.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { gameFileUrl, type PlatformType } from '../games/index.ts';
import { assertReleased } from '../reservations/index.ts';
import { idempotencyKeyOf, idempotent } from '../wallet/index.ts';
import {
  ACCESS_MESSAGES,
  type Access,
  buyAndRecord,
  type DownloadRecord,
  downloadFacts,
  findGame,
  grantPaidGame,
  insertDownloadRecords,
  recordDownload,
} from './service.ts';

export const downloadsPortal: FastifyPluginAsync = async (app) => {
  const fileUrl = (
    request: FastifyRequest,
    game: Parameters<typeof gameFileUrl>[0],
    platformType: PlatformType,
  ) => gameFileUrl(game, platformType, { files: app.files, publicUrl: publicOrigin(request) });
  // A download that moves no money (free, owned, member, reported) is recorded with the others of the moment.
  const recordWithOthers = groupedWriter<DownloadRecord>((records) => insertDownloadRecords(app.db, records));

  /** Free games for anyone; paid games for signed-in users, bought once per game, and free for members. */
  route(
    app,
    'downloadGame',
    { preHandler: rateLimit({ name: 'download', max: 300, windowMs: 60_000 }) },
    async (request, reply) => {
      const game = await findGame(app.db, request.params.id, app.cache);
      assertReleased(game);
      const { platformType } = request.body;
      const now = new Date();
      let access: Access;
      let uid: string | null = request.user?.uid ?? null;
      if (game.online_type === 0) {
        access = 'free';
        await recordWithOthers({
          uid,
          gameId: game.id,
          platformType,
          source: 'download',
          access,
          channelId: null,
          inviteCode: null,
          now,
        });
      } else {
        if (!request.user && !request.authInvalid) throw new AppError(BusinessCode.LoginRequired, '请先登录');
        uid = requireUser(request).uid;
        const payer = uid;
        const scope = {
          uid,
          operation: 'download',
          key: idempotencyKeyOf(request.headers),
          params: { gameId: game.id, platformType },
          now,
        };
        const recordOf = (granted: Access): DownloadRecord => ({
          uid: payer,
          gameId: game.id,
          platformType,
          source: 'download',
          access: granted,
          channelId: null,
          inviteCode: null,
          now,
        });
        // A download that costs nothing (member, owned) and carries no key is one read and one insert
        // (grouped with the others of the moment), without a transaction. With a key it goes through the
        // key's transaction like a purchase, so a call racing a purchase under the same key replays that
        // purchase's answer.
        const facts = await downloadFacts(app.db, payer, game, now);
        if (facts?.free && scope.key === undefined) {
          access = facts.free;
          await recordWithOthers(recordOf(facts.free));
        } else {
          // Without facts (the user row is gone) the transaction reads them and answers the session's end.
          access = await idempotent(app.db, scope, async (trx) => {
            if (facts && !facts.free) return buyAndRecord(trx, payer, game, now, facts, platformType);
            const granted = facts?.free ?? (await grantPaidGame(trx, payer, game, now));
            await recordDownload(trx, recordOf(granted));
            return granted;
          });
        }
      }
      if (uid) await app.events.emit('game.downloaded', { uid, gameId: game.id });
      return reply.send(ok(fileUrl(request, game, platformType), ACCESS_MESSAGES[access]));
    },
  );

  /** Client-reported download with its attribution (channel and invite code from the address). */
  route(
    app,
    'recordDownload',
    { preHandler: rateLimit({ name: 'download-upload', max: 60, windowMs: 60_000 }) },
    async (request) => {
      const game = await findGame(app.db, request.body.gameId);
      assertReleased(game);
      const str = (v: string | undefined) => (v === undefined || v === '' ? null : v);
      await recordWithOthers({
        uid: request.user?.uid ?? null,
        gameId: game.id,
        platformType: null,
        source: 'upload',
        access: null,
        channelId: str(request.body.channelID),
        inviteCode: str(request.body.inviteCode),
        now: new Date(),
      });
      return ok(null);
    },
  );
};
