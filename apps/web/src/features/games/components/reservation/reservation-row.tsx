import type { Schemas } from '@portal/sdk';
import { releaseTimeLabel, reservationCountLabel } from '../../../../lib/portal-helpers';
import { GameRowFrame } from '../game-row';

/** A game in 我的预约: icon, name, its release (or 已上线) and the count. */
export function ReservationRow({ game }: { game: Schemas['ReservedGame'] }) {
  return (
    <GameRowFrame
      game={game}
      end={
        <span
          className={`shrink-0 rounded-full px-3 py-1 text-xs font-semibold ${game.upcoming ? 'bg-primary-soft text-primary' : 'bg-success/10 text-success'}`}
        >
          {game.upcoming ? '已预约' : '去下载'}
        </span>
      }
    >
      <p className="mt-1 text-xs text-muted">
        {game.upcoming ? releaseTimeLabel(game.releaseTime) : '已上线，可下载'}
      </p>
      <p className="mt-0.5 text-[0.6875rem] text-muted">{reservationCountLabel(game.reservationCount)}</p>
    </GameRowFrame>
  );
}
