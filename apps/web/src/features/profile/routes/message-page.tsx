import { Link } from 'react-router';
import { api, timeLabel } from '../../../lib/portal';
import { useSession } from '../../../lib/stores/session-store';
import { useQuery } from '../../../lib/use-query';
import { AsyncView } from '../../../ui/async-view';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/states';

/** My messages, unread ones marked. */
export default function MessagePage() {
  const uid = useSession((s) => s.account?.uid ?? '');
  const list = useQuery(`messages:${uid}`, () =>
    api.center.listMessages({ uid, currentPage: 1, pageSize: 20 }),
  );
  return (
    <div className="pt-2">
      <AsyncView {...list} isEmpty={(d) => d.records.length === 0} empty={<EmptyState title="暂无消息" />}>
        {(page) => (
          <ul className="flex flex-col gap-3">
            {page.records.map((m) => (
              <li key={m.id}>
                <Link to={`/msgdetail?id=${m.id}`}>
                  <Card className="p-4">
                    <div className="flex items-center gap-2">
                      {!m.read && (
                        <span className="size-2 rounded-full bg-accent">
                          <span className="sr-only">未读</span>
                        </span>
                      )}
                      <h3 className="flex-1 truncate text-[0.9375rem] font-semibold text-ink">{m.title}</h3>
                      <time className="text-xs text-muted">{timeLabel(m.createTime)}</time>
                    </div>
                    <p className="mt-1.5 line-clamp-2 text-[0.8125rem] text-body">{m.content}</p>
                  </Card>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </AsyncView>
    </div>
  );
}
