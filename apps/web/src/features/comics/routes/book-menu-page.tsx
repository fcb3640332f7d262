import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { api } from '../../../lib/portal';
import { useQuery } from '../../../lib/use-query';
import { AsyncView } from '../../../ui/async-view';
import { useBook } from '../hooks/use-book';
import { META } from '../../../app/route-meta';

type Order = 'asc' | 'desc';

/** Route meta (app/route-meta.ts), read by the layouts through useMatches. */
export const handle = META.bookmenu;

/** The chapter list with the last-read chapter marked, in either order. */
export default function BookMenuPage() {
  const id = Number(useParams().id);
  const [order, setOrder] = useState<Order>('asc');
  const chapters = useQuery(`chapters:${id}:${order}`, () => api.comics.listChapters({ bookId: id, order }));
  const lastRead = useBook(id).data?.lastRead?.chapterId;
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
