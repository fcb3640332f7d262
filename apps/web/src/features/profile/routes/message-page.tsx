import type { Schemas } from '@portal/sdk';
import { Card } from '@portal/ui/card';
import { Tabs } from '@portal/ui/tabs';
import { toast } from '@portal/ui/toast';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { BellIcon } from '../../../assets/more-icons';
import { api, auth, portal } from '../../../lib/portal';
import { useTimeLabel } from '../../../lib/portal-helpers';
import { useUid } from '../../../lib/stores/session-store';
import { usePagedList } from '../../../lib/use-paged-list';
import { PagedView } from '../../../ui/paged-view';
import { EmptyState } from '../../../ui/states';

type Tab = Schemas['InboxTab'];
type Unread = Schemas['UnreadByTab'];

/** The inbox's tabs, as the contract's InboxTab names them. */
const TABS: readonly { key: Tab; label: string; empty: string }[] = [
  { key: 'all', label: '全部', empty: '暂无消息' },
  { key: 'reply', label: '回复', empty: '还没有人回复你' },
  { key: 'like', label: '赞', empty: '还没有收到赞' },
  { key: 'follow', label: '关注', empty: '还没有新粉丝' },
  { key: 'update', label: '更新', empty: '订阅的漫画和预约的游戏有更新时会通知你' },
  { key: 'system', label: '系统', empty: '暂无系统消息' },
];

/** My messages by tab, newest first, unread ones marked; a tap marks one read and opens the page it is about. */
export default function MessagePage() {
  const timeLabel = useTimeLabel();
  const uid = useUid();
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>('all');
  const [unread, setUnread] = useState<Unread | null>(null);
  const [version, setVersion] = useState(0);
  const list = usePagedList(`messages:${uid}:${tab}:${version}`, (currentPage, pageSize, cursor) =>
    api.center.listMessages({ uid, currentPage, pageSize, cursor, tab }),
  );
  const reloadUnread = useCallback(async () => {
    const summary = await portal.refreshUnread();
    if (summary.data) setUnread(summary.data.unreadByTab ?? null);
  }, []);
  useEffect(() => {
    void reloadUnread();
  }, [reloadUnread]);

  const open = async (m: Schemas['Message']) => {
    if (!m.read) {
      await api.center.getMessage({ id: m.id });
      void auth.refreshStatus();
    }
    navigate(m.url ?? `/msgdetail?id=${m.id}`);
  };
  const readAll = async () => {
    const result = await portal.markAllRead(tab);
    if (result.error) return void toast(result.error.message, { kind: 'error' });
    if (result.data) setUnread(result.data.unreadByTab ?? null);
    setVersion((v) => v + 1);
    void auth.refreshStatus();
    toast('已全部标为已读', { kind: 'success' });
  };
  const count = unread?.[tab] ?? 0;
  const current = TABS.find((t) => t.key === tab) ?? TABS[0]!;

  return (
    <div className="pt-1">
      <Tabs<Tab>
        label="消息分类"
        className="-mx-3 mb-2"
        items={TABS.map((t) => ({
          key: t.key,
          label: unread && unread[t.key] > 0 && t.key !== 'all' ? `${t.label} ${unread[t.key]}` : t.label,
        }))}
        active={tab}
        onChange={setTab}
      />
      <div className="mb-2 flex items-center gap-3 px-1 text-xs">
        <p className="flex-1 text-muted" data-testid="message-unread">
          {count > 0 ? `${count}条未读消息` : '没有未读消息'}
        </p>
        {count > 0 && (
          <button
            type="button"
            className="min-h-11 px-1 text-primary"
            onClick={readAll}
            data-testid="read-all"
          >
            全部已读
          </button>
        )}
        <Link to="/notify-settings" className="flex min-h-11 items-center px-1 text-body">
          通知设置
        </Link>
      </div>
      <PagedView list={list} empty={<EmptyState title={current.empty} />}>
        {(items) => (
          <ul className="flex flex-col gap-3">
            {items.map((m) => (
              <li key={m.id}>
                <button
                  type="button"
                  className="block w-full text-left"
                  onClick={() => void open(m)}
                  data-testid="message-item"
                  data-read={m.read}
                >
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
                </button>
              </li>
            ))}
          </ul>
        )}
      </PagedView>
    </div>
  );
}
