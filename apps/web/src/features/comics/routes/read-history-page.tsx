import { api, timeLabel } from '../../../lib/portal';
import { useQuery } from '../../../lib/use-query';
import { AsyncView } from '../../../ui/async-view';
import { EmptyState } from '../../../ui/states';
import { BookRow } from '../components/book-row';

/** Books I read, most recent first, with where I stopped. */
export default function ReadHistoryPage() {
  const history = useQuery('read-history', () =>
    api.comics.listReadHistory({ currentPage: 1, pageSize: 20 }),
  );
  return (
    <div className="p-3">
      <AsyncView
        {...history}
        isEmpty={(d) => d.records.length === 0}
        empty={<EmptyState title="还没有阅读记录" />}
      >
        {(page) => (
          <ul className="flex flex-col gap-3">
            {page.records.map((h) => (
              <li key={h.book.id}>
                <BookRow book={h.book} note={`读到 ${h.chapterTitle} · ${timeLabel(h.readTime)}`} />
              </li>
            ))}
          </ul>
        )}
      </AsyncView>
    </div>
  );
}
