import { Skeleton } from '@portal/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { Link, useLoaderData } from 'react-router';
import { loadFirstScreen } from '../../../lib/first-screen-data';
import { api } from '../../../lib/portal';
import { answered, asyncView, sdkQuery, startingFrom } from '../../../lib/sdk-query';
import { hasFirstPage } from '../../../lib/use-paged-list';
import { AsyncView } from '../../../ui/async-view';
import { BookFeed, loadBookFeed } from '../components/book-feed';
import { FeaturedCarousel } from '../components/featured-carousel';
import { TagChips } from '../components/tag-chips';

const shortcuts = [
  { to: '/readhistory', label: '阅读历史' },
  { to: '/subscriblist', label: '我的订阅' },
];

/** Same heights as the carousel and the category chips, so the feed below does not move when they load. */
function FeaturedSkeleton() {
  return (
    <>
      <Skeleton className="h-44 w-full rounded-[var(--radius-card)]" />
      <Skeleton className="h-11 w-full rounded-full" />
    </>
  );
}

const getBookHome = () => api.comics.getBookHome();

/** The first screen's data, fetched before the page's first render when the HTML brought it. */
export const loader = (args: LoaderFunctionArgs) =>
  loadFirstScreen(
    args,
    async ({ api }) => {
      const [home, feed] = await Promise.all([api.comics.getBookHome(), loadBookFeed('hot', '', api)]);
      return { home, feed };
    },
    ({ home, feed }) => answered(home) && hasFirstPage(feed),
  );

/** Comics tab: featured carousel, categories, and the ranking / update lists with endless scroll. */
export default function ComicsPage() {
  const first = useLoaderData<typeof loader>();
  // A tab is kept as it was first loaded (the keep-alive outlet shows it again, scrolled where it was).
  const home = asyncView(
    useQuery({
      ...sdkQuery(['book-home'], getBookHome),
      ...startingFrom(first?.home),
      refetchOnMount: false,
    }),
  );
  const [tag, setTag] = useState('');
  return (
    <div className="min-h-full pb-4">
      <header className="sticky top-0 z-10 flex h-12 items-center justify-between bg-page/95 px-4 backdrop-blur">
        <h1 className="text-lg font-bold text-ink">{import.meta.env.VITE_THIRD_TAB_LABEL || '漫画'}</h1>
        <nav className="flex gap-1">
          {shortcuts.map((s) => (
            <Link key={s.to} to={s.to} className="flex min-h-11 items-center px-2 text-[0.8125rem] text-body">
              {s.label}
            </Link>
          ))}
        </nav>
      </header>
      <div className="flex flex-col gap-4 px-3 pt-1">
        <AsyncView {...home} skeleton={<FeaturedSkeleton />}>
          {(data) => (
            <>
              <FeaturedCarousel books={data.featured} />
              <TagChips tags={data.tags} active={tag} onChange={setTag} />
            </>
          )}
        </AsyncView>
        <BookFeed tag={tag} first={first?.feed} />
      </div>
    </div>
  );
}
