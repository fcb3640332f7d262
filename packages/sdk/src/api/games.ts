import type { Result } from '../errors.js';
import type { GameDetail, GamePage, GameType, GiftPack } from '../generated/answers.js';
import { reservationCalls } from '../reservations/api.js';
import type { Transport } from '../transport/clients.js';
import { toResult } from '../transport/result.js';
import { money } from './idempotency.js';
import type { CallOptions, MoneyCallOptions, Schemas } from './types.js';

/** Portal family: game types, lists, details, downloads, gift packs (礼包) and reservations (预约). */
export function gamesApi(transport: Transport) {
  const { portal, call } = transport;
  return {
    ...reservationCalls(transport),
    listGameTypes: (o?: CallOptions): Promise<Result<GameType[]>> =>
      toResult(portal.POST('/web/game/types', { ...call(o) })),
    listGames: (body: Schemas['GameListRequest'] = {}, o?: CallOptions): Promise<Result<GamePage>> =>
      toResult(portal.POST('/web/game/list', { body, ...call(o) })),
    getGame: (body: Schemas['GameAppIdRequest'], o?: CallOptions): Promise<Result<GameDetail>> =>
      toResult(portal.POST('/web/game/detail', { body, ...call(o) })),
    listGameGifts: (body: Schemas['GameAppIdRequest'], o?: CallOptions): Promise<Result<GiftPack[]>> =>
      toResult(portal.POST('/web/game/detail/giftlist', { body, ...call(o) })),
    /** Download record, with channelID and inviteCode when the address carried them. */
    recordDownload: (body: Schemas['DownloadRecordRequest'], o?: CallOptions) =>
      toResult(portal.POST('/user/game/download/upload', { body, ...call(o) })),
    /** Answers the download URL (charges X钻 for a paid game). */
    downloadGame: (id: number, body: Schemas['DownloadRequest'], o?: MoneyCallOptions) =>
      toResult(
        portal.POST('/user/game/download/{id}', {
          params: { path: { id } },
          body,
          ...money(call, o),
        }),
      ),
    claimGift: (body: Schemas['GiftClaimRequest'], o?: MoneyCallOptions): Promise<Result<GiftPack>> =>
      toResult(portal.POST('/user/gift/claim', { body, ...money(call, o) })),
    listMyGifts: (o?: CallOptions): Promise<Result<GiftPack[]>> =>
      toResult(portal.POST('/user/gift/mine', { ...call(o) })),
  };
}

export type GamesApi = ReturnType<typeof gamesApi>;
