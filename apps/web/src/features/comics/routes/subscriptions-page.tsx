import { api } from '../../../lib/portal';
import { usePagedList } from '../../../lib/use-paged-list';
import { PagedView } from '../../../ui/paged-view';
import { EmptyState } from '../../../ui/states';
import { BookRow } from '../components/book-row';
import { LoginNeeded } from '../components/login-needed';

/** Books I subscribed to, with their latest chapter. */
export default function SubscriptionsPage() {
  return (
    <LoginNeeded title="登录后查看我的订阅">
      <Subscriptions />
    </LoginNeeded>
  );
}

function Subscriptions() {
  const list = usePagedList('subscriptions', (currentPage, pageSize) =>
    api.comics.listSubscriptions({ currentPage, pageSize }),
  );
  return (
    <div className="p-3">
      <PagedView
        list={list}
        empty={<EmptyState title="还没有订阅漫画" description="订阅后更新第一时间知道" />}
      >
        {(items) => (
          <ul className="flex flex-col gap-3" data-testid="subscription-list">
            {items.map((b) => (
              <li key={b.id}>
                <BookRow book={b} />
              </li>
            ))}
          </ul>
        )}
      </PagedView>
    </div>
  );
}
