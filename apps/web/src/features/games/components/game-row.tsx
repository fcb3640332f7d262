import { Card } from '@portal/ui/card';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DiamondIcon } from '../../../assets/icons';
import { priceOf } from '../../../lib/portal-helpers';
import { srcSetFor } from '../../../ui/picture';
import { formatSize } from './game-size';
import { ReservationTag } from './reservation/reservation-tag';

export interface GameRowData {
  id: number;
  appID: number;
  name: string;
  icon: string;
  tags: string[];
  size: number;
  onlineType: number;
  /** X钻 price; the SDK's default price (10) is shown when absent or 0. */
  buyAmount?: number | null;
  intro?: string;
  /** Listed before release (预约): the row shows 预约 and the count instead of a price. */
  upcoming?: boolean;
  reservationCount?: number;
  reserved?: boolean;
}

/** The price tag: 免费 for free games (onlineType 0), otherwise the X钻 price the download will ask. */
export function PriceTag({ game }: { game: Pick<GameRowData, 'id' | 'name' | 'onlineType' | 'buyAmount'> }) {
  return game.onlineType === 0 ? (
    <span className="shrink-0 rounded-full bg-success/10 px-3 py-1 text-xs font-semibold text-success">
      免费
    </span>
  ) : (
    <span className="flex shrink-0 items-center gap-0.5 rounded-full bg-diamond-soft px-3 py-1 text-xs font-semibold text-diamond">
      <DiamondIcon /> {priceOf(game)}X钻
    </span>
  );
}

/**
 * A game's row in a list, opening its page: the icon and name, what the list says of the game under the
 * name (`children`), and at the end its price, tag or state (`end`).
 */
export function GameRowFrame({
  game,
  children,
  end,
}: {
  game: Pick<GameRowData, 'appID' | 'name' | 'icon'>;
  children: ReactNode;
  end: ReactNode;
}) {
  return (
    <Link to={`/detail/${game.appID}`} className="block">
      <Card className="flex items-center gap-3 p-3 active:scale-[0.99]">
        <img
          src={game.icon}
          srcSet={srcSetFor(game.icon, 60)}
          alt=""
          width={60}
          height={60}
          // A row of a long list: fetched as it nears the screen, not all with the page.
          loading="lazy"
          className="size-[3.75rem] shrink-0 rounded-2xl bg-line"
        />
        <div className="min-w-0 flex-1">
          <h3 className="truncate text-[0.9375rem] font-semibold text-ink">{game.name}</h3>
          {children}
        </div>
        {end}
      </Card>
    </Link>
  );
}

/** A game in a list: icon, name, tags, size and its price in X钻 or 免费 (预约 while upcoming). */
export function GameRow({ game }: { game: GameRowData }) {
  return (
    <GameRowFrame
      game={game}
      end={
        game.upcoming ? (
          <ReservationTag count={game.reservationCount ?? 0} reserved={game.reserved} />
        ) : (
          <PriceTag game={game} />
        )
      }
    >
      <p className="mt-1 flex items-center gap-1 overflow-hidden">
        {game.tags.slice(0, 3).map((t) => (
          <span key={t} className="shrink-0 rounded bg-page px-1.5 py-0.5 text-[0.625rem] text-body">
            {t}
          </span>
        ))}
        <span className="shrink-0 text-[0.6875rem] text-muted">{formatSize(game.size)}</span>
      </p>
      {game.intro && <p className="mt-1 truncate text-xs text-muted">{game.intro}</p>}
    </GameRowFrame>
  );
}
