import { Link } from 'react-router';
import { api } from '../../../lib/portal';
import { useQuery } from '../../../lib/use-query';
import { AsyncView } from '../../../ui/async-view';
import { SectionTitle } from '../../../ui/card';
import { BookRow } from '../components/book-row';

/** Comics tab: featured covers and the popularity ranking. */
export default function ComicsPage() {
  const home = useQuery('book-home', () => api.comics.getBookHome());
  return (
    <div className="min-h-full">
      <header className="sticky top-0 z-10 flex h-12 items-center bg-card px-4">
        <h1 className="text-lg font-bold text-ink">{import.meta.env.VITE_THIRD_TAB_LABEL || '漫画'}</h1>
      </header>
      <div className="flex flex-col gap-5 p-3">
        <AsyncView {...home}>
          {(data) => (
            <>
              <section>
                <SectionTitle>精选推荐</SectionTitle>
                <div className="scrollbar-none -mx-3 flex gap-3 overflow-x-auto px-3">
                  {data.featured.map((b) => (
                    <Link key={b.id} to={`/bookinfo/${b.id}`} className="w-28 shrink-0">
                      <img
                        src={b.cover}
                        alt=""
                        width={112}
                        height={150}
                        className="h-[9.375rem] w-28 rounded-[var(--radius-card)] bg-line object-cover shadow-card"
                      />
                      <p className="mt-1.5 truncate text-[0.8125rem] font-medium text-ink">{b.title}</p>
                    </Link>
                  ))}
                </div>
              </section>
              <section>
                <SectionTitle>人气排行</SectionTitle>
                <ul className="flex flex-col gap-3">
                  {data.ranking.map((b) => (
                    <li key={b.id}>
                      <BookRow book={b} />
                    </li>
                  ))}
                </ul>
              </section>
            </>
          )}
        </AsyncView>
      </div>
    </div>
  );
}
