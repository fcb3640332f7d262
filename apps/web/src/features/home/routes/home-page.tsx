import { useRef, useState } from 'react';
import { appConfig } from '../../../config/app';
import { takeFirstScreen } from '../../../lib/first-screen';
import { api } from '../../../lib/portal';
import { useQuery } from '../../../lib/use-query';
import { AsyncView } from '../../../ui/async-view';
import { Skeleton } from '../../../ui/skeleton';
import { FloatingEntries } from '../components/floating-entries';
import { HomeBanners } from '../components/home-banners';
import { HomeBooks, HomeGames } from '../components/home-games';
import { HomePosts } from '../components/home-posts';

function HomeSkeleton() {
  return (
    <div className="flex flex-col gap-4" role="progressbar" aria-label="加载中">
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

type HomeData = NonNullable<Awaited<ReturnType<typeof api.content.getHome>>['data']>;

/**
 * The home feed: the first mount uses the data the server sent with the HTML of '/' (so the banner,
 * the LCP element, needs no fetch after the JS), later mounts and retries ask the SDK.
 */
function useHomeData() {
  const [first] = useState(() => takeFirstScreen<HomeData>());
  const firstUnused = useRef(first !== null);
  const home = useQuery('home', () => {
    if (first && firstUnused.current) {
      firstUnused.current = false;
      return Promise.resolve({ data: first, error: null });
    }
    return api.content.getHome();
  });
  // Render the embedded data at once instead of a skeleton frame while the effect settles. The first
  // call cannot fail, so with embedded data there is never an error whose retry would show it again.
  return first && home.data === null && home.error === null ? { ...home, data: first, loading: false } : home;
}

/** Home tab: banners, recommended games and books, the latest posts, and the two floating entries. */
export default function HomePage() {
  const home = useHomeData();
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
