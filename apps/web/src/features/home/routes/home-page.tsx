import { Link } from 'react-router';
import { appConfig } from '../../../config/app';
import { api } from '../../../lib/portal';
import { useQuery } from '../../../lib/use-query';
import { AsyncView } from '../../../ui/async-view';
import { Card, SectionTitle } from '../../../ui/card';
import { Skeleton } from '../../../ui/skeleton';
import { Swipe } from '../../../ui/swipe';
import { FloatingEntries } from '../components/floating-entries';

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

/** Home tab: banners and recommended games; the full home screen is built on this frame. */
export default function HomePage() {
  const home = useQuery('home', () => api.content.getHome());
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
              {data.banners.length > 0 && (
                <Swipe
                  autoplay={4000}
                  className="aspect-[16/7] w-full rounded-[var(--radius-card)] shadow-card"
                >
                  {data.banners.map((b) => (
                    <Link key={b.link + b.title} to={b.link} className="block h-full">
                      <img
                        src={b.image}
                        alt={b.title}
                        width={750}
                        height={328}
                        className="size-full object-cover"
                      />
                    </Link>
                  ))}
                </Swipe>
              )}
              <section>
                <SectionTitle>热门游戏</SectionTitle>
                <Card className="grid grid-cols-4 gap-y-3 p-3">
                  {data.games.slice(0, 8).map((g) => (
                    <Link key={g.id} to={`/detail/${g.appID}`} className="flex flex-col items-center gap-1">
                      <img
                        src={g.icon}
                        alt=""
                        width={56}
                        height={56}
                        className="size-14 rounded-2xl bg-line"
                      />
                      <span className="w-full truncate text-center text-xs text-body">{g.name}</span>
                    </Link>
                  ))}
                </Card>
              </section>
            </div>
          )}
        </AsyncView>
      </div>
      <FloatingEntries />
    </div>
  );
}
