import { Link } from 'react-router';
import { DiamondIcon } from '../../../assets/icons';
import { Card } from '../../../ui/card';

export interface GameRowData {
  id: number;
  appID: number;
  name: string;
  icon: string;
  tags: string[];
  size: number;
  onlineType: number;
  buyAmount: number;
}

const megabytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024 / 1024))}MB`;

/** A game in a list: icon, name, tags, size and its price in X钻 or 免费. */
export function GameRow({ game }: { game: GameRowData }) {
  return (
    <Link to={`/detail/${game.appID}`}>
      <Card className="flex items-center gap-3 p-3">
        <img
          src={game.icon}
          alt=""
          width={60}
          height={60}
          className="size-[3.75rem] shrink-0 rounded-2xl bg-line"
        />
        <div className="min-w-0 flex-1">
          <h3 className="truncate text-[0.9375rem] font-semibold text-ink">{game.name}</h3>
          <p className="mt-1 truncate text-xs text-muted">
            {game.tags.join(' · ')} · {megabytes(game.size)}
          </p>
        </div>
        {game.onlineType === 0 ? (
          <span className="rounded-full bg-success/10 px-3 py-1 text-xs font-semibold text-success">
            免费
          </span>
        ) : (
          <span className="flex items-center gap-0.5 rounded-full bg-diamond-soft px-3 py-1 text-xs font-semibold text-diamond">
            <DiamondIcon /> {game.buyAmount}
          </span>
        )}
      </Card>
    </Link>
  );
}
