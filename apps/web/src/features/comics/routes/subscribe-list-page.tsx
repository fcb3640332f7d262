import { api } from '../../../lib/portal';
import { useQuery } from '../../../lib/use-query';
import { AsyncView } from '../../../ui/async-view';
import { EmptyState } from '../../../ui/states';
import { BookRow } from '../components/book-row';

/** Books I subscribed to. */
export default function SubscribeListPage() {
  const subs = useQuery('subscriptions', () =>
    api.comics.listSubscriptions({ currentPage: 1, pageSize: 20 }),
  );
  return (
    <div className="p-3">
      <AsyncView
        {...subs}
        isEmpty={(d) => d.records.length === 0}
        empty={<EmptyState title="还没有订阅漫画" />}
      >
        {(page) => (
          <ul className="flex flex-col gap-3">
            {page.records.map((b) => (
              <li key={b.id}>
                <BookRow book={b} />
              </li>
            ))}
          </ul>
        )}
      </AsyncView>
    </div>
  );
}
