import { api } from '../../../lib/portal';
import { useTimeLabel } from '../../../lib/portal-helpers';
import { usePagedList } from '../../../lib/use-paged-list';
import { PagedView } from '../../../ui/paged-view';
import { EmptyState } from '../../../ui/states';
import { BookRow } from '../components/book-row';
import { LoginNeeded } from '../components/login-needed';

/** Books I read, most recent first, with where I stopped; a tap goes back into the book. */
export default function ReadHistoryPage() {
  return (
    <LoginNeeded title="登录后查看阅读历史">
      <History />
    </LoginNeeded>
  );
}

function History() {
  const timeLabel = useTimeLabel();
  const list = usePagedList('read-history', (currentPage, pageSize) =>
    api.comics.listReadHistory({ currentPage, pageSize }),
  );
  return (
    <div className="p-3">
      <PagedView list={list} empty={<EmptyState title="还没有阅读记录" description="去漫画频道看看吧" />}>
        {(items) => (
          <ul className="flex flex-col gap-3" data-testid="history-list">
            {items.map((h) => (
              <li key={h.book.id}>
                <BookRow
                  book={h.book}
                  to={`/readbook/${h.book.id}/${h.chapterId}`}
                  note={`读到 ${h.chapterTitle} 第${h.position + 1}页 · ${timeLabel(h.readTime)}`}
                />
              </li>
            ))}
          </ul>
        )}
      </PagedView>
    </div>
  );
}
