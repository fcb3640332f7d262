import type { Schemas } from '@portal/sdk';
import { ratingLabel, ratingShares } from '../../../../lib/portal';
import { Stars } from './stars';

type GameRating = Schemas['GameRating'];

/** The average (or 评分人数不足), how many rated, and one bar per star, 5 first. */
export function RatingSummary({ rating }: { rating: GameRating }) {
  const label = ratingLabel(rating);
  const few = rating.average === null;
  return (
    <div className="flex items-center gap-4" data-testid="rating-summary">
      <div className="flex w-24 shrink-0 flex-col items-center">
        <span
          className={
            few ? 'text-center text-[0.8125rem] text-muted' : 'text-[2.25rem] font-bold leading-none text-ink'
          }
          data-testid="rating-average"
        >
          {label}
        </span>
        {!few && <Stars value={Math.round(rating.average ?? 0)} size="text-xs" />}
        <span className="mt-1 text-xs text-muted" data-testid="rating-count">
          {rating.count}人评分
        </span>
      </div>
      <ul className="flex flex-1 flex-col gap-1" aria-label="评分分布">
        {ratingShares(rating).map((bar) => {
          const count = rating.distribution.find((d) => d.stars === bar.stars)?.count ?? 0;
          return (
            <li key={bar.stars} className="flex items-center gap-2 text-xs text-muted">
              <span className="w-6 text-right">{bar.stars}星</span>
              <span className="h-1.5 flex-1 overflow-hidden rounded-full bg-line">
                <span
                  className="block h-full rounded-full bg-gold"
                  style={{ width: `${Math.round(bar.share * 100)}%` }}
                />
              </span>
              <span className="sr-only">{count}人</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
