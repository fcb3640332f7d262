import { Skeleton } from '@portal/ui/skeleton';
import { LOADING_TEXT } from '@portal/ui/words';
import { useQuery } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { useLoaderData } from 'react-router';
import { appConfig } from '../../../config/app';
import { loadFirstScreen } from '../../../lib/first-screen-data';
import { loadPortal } from '../../../lib/load-portal';
import { answered, asyncView, sdkQuery, startingFrom } from '../../../lib/sdk-query';
import { AsyncView } from '../../../ui/async-view';
import { FloatingEntries } from '../components/floating-entries';
import { HomeBanners } from '../components/home-banners';
import { HomeBooks, HomeGames } from '../components/home-games';
import { HomePosts } from '../components/home-posts';

function HomeSkeleton() {
  return (
    <div className="flex flex-col gap-4" role="progressbar" aria-label={LOADING_TEXT}>
      <Skeleton className="aspect-[16/7] w-full rounded-[var(--radius-card)]" />
      <div className="grid grid-cols-4 gap-3">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="aspect-square rounded-2xl" />
        ))}
      </div>
      <Skeleton className="h-40 w-full rounded-[var(--radius-card)]" />
    </div>
  );
}

const getHome = async () => (await loadPortal()).api.content.getHome();

/** The first screen's data, fetched before the page's first render when the HTML brought it. */
export const loader = (args: LoaderFunctionArgs) =>
  loadFirstScreen(args, (portal) => portal.api.content.getHome(), answered);

/** Home tab: banners, recommended games and books, the latest posts, and the two floating entries. */
export default function HomePage() {
  // A tab is kept as it was first loaded (the keep-alive outlet shows it again, scrolled where it was).
  const home = asyncView(
    useQuery({
      ...sdkQuery(['home'], getHome),
      ...startingFrom(useLoaderData<typeof loader>()),
      refetchOnMount: false,
    }),
  );
  return (
    <div className="relative min-h-full pb-4">
      <header className="flex h-12 items-center gap-2 bg-gradient-to-b from-primary-soft to-page px-4">
        <img src={appConfig.logo} alt="" width={28} height={28} className="size-7 rounded-lg" />
        <h1 className="text-lg font-bold text-ink">{appConfig.title}</h1>
      </header>
      <div className="px-4 pt-2">
        <AsyncView {...home} skeleton={<HomeSkeleton />}>
          {(data) => (
            <div className="flex flex-col gap-5">
              <HomeBanners banners={data.banners} />
              <HomeGames games={data.games} />
              <HomeBooks books={data.books} />
              <HomePosts posts={data.posts} />
            </div>
          )}
        </AsyncView>
      </div>
      {/* Only once the feed (or its error) is in: the sticky strip sits at the end of the content, so
          under the short skeleton it would start mid-screen and then jump down (a layout shift). */}
      {(home.data || home.error) && <FloatingEntries />}
    </div>
  );
}
