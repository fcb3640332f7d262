import type { Schemas } from '@portal/sdk';
import { Card } from '@portal/ui/card';
import { Link } from 'react-router';
import { releaseTimeLabel, reservationCountLabel } from '../../../../lib/portal-helpers';

/** A game in 我的预约: icon, name, its release (or 已上线) and the count. */
export function ReservationRow({ game }: { game: Schemas['ReservedGame'] }) {
  return (
    <Link to={`/detail/${game.appID}`} className="block">
      <Card className="flex items-center gap-3 p-3 active:scale-[0.99]">
        <img
          src={game.icon}
          alt=""
          width={60}
          height={60}
          loading="lazy"
          className="size-[3.75rem] shrink-0 rounded-2xl bg-line"
        />
        <div className="min-w-0 flex-1">
          <h3 className="truncate text-[0.9375rem] font-semibold text-ink">{game.name}</h3>
          <p className="mt-1 text-xs text-muted">
            {game.upcoming ? releaseTimeLabel(game.releaseTime) : '已上线，可下载'}
          </p>
          <p className="mt-0.5 text-[0.6875rem] text-muted">{reservationCountLabel(game.reservationCount)}</p>
        </div>
        <span
          className={`shrink-0 rounded-full px-3 py-1 text-xs font-semibold ${game.upcoming ? 'bg-primary-soft text-primary' : 'bg-success/10 text-success'}`}
        >
          {game.upcoming ? '已预约' : '去下载'}
        </span>
      </Card>
    </Link>
  );
}
