import { Card } from '@portal/ui/card';
import { Link } from 'react-router';
import { BellIcon } from '../../../assets/more-icons';
import { api } from '../../../lib/portal';
import { useTimeLabel } from '../../../lib/portal-helpers';
import { useSession, useUid } from '../../../lib/stores/session-store';
import { usePagedList } from '../../../lib/use-paged-list';
import { PagedView } from '../../../ui/paged-view';
import { EmptyState } from '../../../ui/states';

/** My messages, newest first, unread ones marked; more load as the end comes near. */
export default function MessagePage() {
  const timeLabel = useTimeLabel();
  const uid = useUid();
  const unread = useSession((s) => Number(s.status?.unreadCount ?? 0));
  const list = usePagedList(`messages:${uid}`, (currentPage, pageSize, cursor) =>
    api.center.listMessages({ uid, currentPage, pageSize, cursor }),
  );
  return (
    <div className="pt-2">
      <p className="mb-2 px-1 text-xs text-muted" data-testid="message-unread">
        {unread > 0 ? `${unread}条未读消息` : '没有未读消息'}
      </p>
      <PagedView list={list} empty={<EmptyState title="暂无消息" />}>
        {(items) => (
          <ul className="flex flex-col gap-3">
            {items.map((m) => (
              <li key={m.id}>
                <Link to={`/msgdetail?id=${m.id}`} data-testid="message-item" data-read={m.read}>
                  <Card className="flex gap-3 p-4">
                    <span className="relative flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-xl text-primary">
                      <BellIcon />
                      {!m.read && (
                        <span className="absolute top-0 right-0 size-2.5 rounded-full border-2 border-card bg-danger">
                          <span className="sr-only">未读</span>
                        </span>
                      )}
                    </span>
                    <div className="min-w-0 flex-1">
                      <div className="flex items-center gap-2">
                        <h3
                          className={`flex-1 truncate text-[0.9375rem] ${m.read ? 'text-body' : 'font-semibold text-ink'}`}
                        >
                          {m.title}
                        </h3>
                        <time className="shrink-0 text-xs text-muted">{timeLabel(m.createTime)}</time>
                      </div>
                      <p className="mt-1 line-clamp-2 text-[0.8125rem] text-muted">{m.content}</p>
                    </div>
                  </Card>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </PagedView>
    </div>
  );
}
