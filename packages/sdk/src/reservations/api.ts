import type { CallOptions, CursorPageQuery } from '../api/types.js';
import type { Result } from '../errors.js';
import type { GameReservation, ReservationPage } from '../generated/answers.js';
import type { Transport } from '../transport/clients.js';
import { toResult } from '../transport/result.js';

/** Reservations (预约) of upcoming games, in `portal.api.games` beside the other game calls. */
export function reservationCalls({ portal, call }: Pick<Transport, 'portal' | 'call'>) {
  return {
    /** Reserves an upcoming game (login); repeating it changes nothing. Answers the new count. */
    reserveGame: (appID: number, o?: CallOptions): Promise<Result<GameReservation>> =>
      toResult(portal.POST('/user/game/reserve', { body: { appID }, ...call(o) })),
    /** Cancels my reservation (login); cancelling none changes nothing. Answers the new count. */
    cancelGameReservation: (appID: number, o?: CallOptions): Promise<Result<GameReservation>> =>
      toResult(portal.POST('/user/game/reserve/cancel', { body: { appID }, ...call(o) })),
    /** 我的预约, newest first (login); pass the previous page's `nextCursor` as `cursor`. */
    listMyReservations: (q: CursorPageQuery = {}, o?: CallOptions): Promise<Result<ReservationPage>> =>
      toResult(portal.POST('/user/game/reservations', { body: q, ...call(o) })),
  };
}

export type ReservationCalls = ReturnType<typeof reservationCalls>;
