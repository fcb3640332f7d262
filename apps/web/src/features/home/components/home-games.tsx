import type { Schemas } from '@portal/sdk';
import { Card, SectionTitle } from '@portal/ui/card';
import { Link } from 'react-router';
import { DiamondIcon } from '../../../assets/icons';
import { priceOf } from '../../../lib/portal-helpers';
import { srcSetFor } from '../../../ui/picture';

const more = (to: string) => (
  <Link to={to} className="flex min-h-11 min-w-11 items-center justify-end px-1 text-[0.8125rem] text-muted">
    更多 ›
  </Link>
);

// The icons and covers wait for the banner above them (fetchPriority low): the banner is the first
// screen's largest picture, and on a phone's connection the ten small pictures would share its bandwidth.

/** Recommended games: icon grid with name and price. */
export function HomeGames({ games }: { games: Schemas['Game'][] }) {
  if (games.length === 0) return null;
  return (
    <section>
      <SectionTitle right={more('/games')}>热门游戏</SectionTitle>
      <Card className="grid grid-cols-4 gap-y-4 px-2 py-4">
        {games.slice(0, 8).map((g) => (
          <Link key={g.id} to={`/detail/${g.appID}`} className="flex flex-col items-center gap-1.5 px-1">
            <img
              src={g.icon}
              srcSet={srcSetFor(g.icon, 56)}
              alt=""
              width={56}
              height={56}
              fetchPriority="low"
              className="size-14 rounded-2xl bg-line shadow-card"
            />
            <span className="w-full truncate text-center text-xs font-medium text-ink">{g.name}</span>
            <span
              className={`flex items-center gap-0.5 text-[0.625rem] ${g.onlineType === 0 ? 'text-success' : 'text-diamond'}`}
            >
              {g.onlineType === 0 ? (
                '免费'
              ) : (
                <>
                  <DiamondIcon /> {priceOf(g)}X钻
                </>
              )}
            </span>
          </Link>
        ))}
      </Card>
    </section>
  );
}

/** Recommended books: a sideways row of covers. */
export function HomeBooks({ books }: { books: Schemas['Book'][] }) {
  if (books.length === 0) return null;
  return (
    <section>
      <SectionTitle right={more('/animate')}>漫画推荐</SectionTitle>
      <div className="scrollbar-none -mx-4 flex gap-3 overflow-x-auto px-4 pb-1">
        {books.map((b) => (
          <Link key={b.id} to={`/bookinfo/${b.id}`} className="w-[6.5rem] shrink-0">
            <img
              src={b.cover}
              srcSet={srcSetFor(b.cover, 104)}
              alt=""
              width={104}
              height={139}
              fetchPriority="low"
              className="h-[8.7rem] w-[6.5rem] rounded-[var(--radius-card)] bg-line object-cover shadow-card"
            />
            <p className="mt-1.5 truncate text-[0.8125rem] font-medium text-ink">{b.title}</p>
            <p className="truncate text-[0.6875rem] text-muted">{b.latestChapterTitle}</p>
          </Link>
        ))}
      </div>
    </section>
  );
}
