import { useState } from 'react';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { META } from '../../../app/route-meta';
import { type Portal, readyPortal } from '../../../lib/portal';
import { loaded, serverPortal, useAsyncView, useKeptLoaderData } from '../../../lib/route-data';
import { AsyncView } from '../../../ui/async-view';
import { Skeleton } from '../../../ui/skeleton';
import { BookFeed, loadRanking } from '../components/book-feed';
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

const getComics = async (portal: Portal) => {
  const [home, ranking] = await Promise.all([portal.api.comics.getBookHome(), loadRanking(portal)]);
  return { home: loaded(home), ranking };
};

/** The featured books, the categories and the ranking's first page, for a guest, rendered on the server. */
export const loader = ({ context }: LoaderFunctionArgs) => getComics(serverPortal(context));
/** The same in the browser (navigations, a retry), with the visitor's session. */
export const clientLoader = async () => getComics(await readyPortal());

/** Route meta (app/route-meta.ts), read by the layouts through useMatches. */
export const handle = META.animate;

/** Comics tab: featured carousel, categories, and the ranking / update lists with endless scroll. */
export default function ComicsPage() {
  const data = useKeptLoaderData<Awaited<ReturnType<typeof getComics>>>();
  const home = useAsyncView(data.home);
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
        <BookFeed tag={tag} ranking={data.ranking} />
      </div>
    </div>
  );
}
