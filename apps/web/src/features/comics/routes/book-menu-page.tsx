import { type ClientLoaderFunctionArgs, Link, useParams, useSearchParams } from 'react-router';
import { META } from '../../../app/route-meta';
import { clientCall, useAsyncView, useKeptLoaderData } from '../../../lib/route-data';
import { AsyncView } from '../../../ui/async-view';
import { loadBook } from '../hooks/load-book';

type Order = 'asc' | 'desc';

const orderOf = (value: string | null): Order => (value === 'desc' ? 'desc' : 'asc');

/** The chapters in the address's order (?order=desc, or ascending) and the book with my last spot. */
export const clientLoader = async ({ params, request }: ClientLoaderFunctionArgs) => {
  const bookId = Number(params.id);
  const order = orderOf(new URL(request.url).searchParams.get('order'));
  const [chapters, book] = await Promise.all([
    clientCall((portal) => portal.api.comics.listChapters({ bookId, order })),
    clientCall((portal) => loadBook(portal, bookId)),
  ]);
  return { chapters, lastRead: book.data?.lastRead?.chapterId };
};

/** Until the browser has loaded the page's data (it is the visitor's, not rendered on the server). */
export { RootFallback as HydrateFallback } from '../../../app/layouts/root-fallback';

/** Route meta (app/route-meta.ts), read by the layouts through useMatches. */
export const handle = META.bookmenu;

/** The chapter list with the last-read chapter marked, in either order. */
export default function BookMenuPage() {
  const id = Number(useParams().id);
  const [search, setSearch] = useSearchParams();
  const order = orderOf(search.get('order'));
  const setOrder = (next: Order) =>
    setSearch(next === 'desc' ? { order: next } : {}, { replace: true, preventScrollReset: true });
  const data = useKeptLoaderData<Awaited<ReturnType<typeof clientLoader>>>();
  const chapters = useAsyncView(data.chapters);
  const lastRead = data.lastRead;
  return (
    <div className="p-3">
      <div className="flex items-center justify-between px-1 pb-2">
        <span className="text-[0.8125rem] text-muted">共 {chapters.data?.length ?? '-'} 话</span>
        <button
          type="button"
          onClick={() => setOrder(order === 'asc' ? 'desc' : 'asc')}
          className="min-h-11 px-2 text-[0.8125rem] font-medium text-primary"
        >
          {order === 'asc' ? '正序 ↓' : '倒序 ↑'}
        </button>
      </div>
      <AsyncView {...chapters}>
        {(list) => (
          <ul className="grid grid-cols-2 gap-2" data-testid="chapter-list">
            {list.map((c) => {
              const mark = c.id === lastRead;
              return (
                <li key={c.id}>
                  <Link
                    to={`/readbook/${id}/${c.id}`}
                    aria-current={mark ? 'true' : undefined}
                    className={`flex min-h-14 flex-col justify-center rounded-xl px-3 py-2 shadow-card active:scale-[0.98] ${mark ? 'bg-primary-soft ring-1 ring-primary/40' : 'bg-card'}`}
                  >
                    <span className={`truncate text-sm ${mark ? 'font-semibold text-primary' : 'text-ink'}`}>
                      {c.title}
                    </span>
                    {mark && <span className="mt-0.5 text-[0.6875rem] text-primary/80">上次读到这里</span>}
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </AsyncView>
    </div>
  );
}
