import { Card } from '@portal/ui/card';
import { toast } from '@portal/ui/toast';
import { useState } from 'react';
import defaultAvatar from '../../../assets/avatar-default.svg';
import { moderation } from '../../../lib/moderation';
import { useTimeLabel } from '../../../lib/portal-helpers';
import { useUid } from '../../../lib/stores/session-store';
import { usePagedList } from '../../../lib/use-paged-list';
import { PagedView } from '../../../ui/paged-view';
import { EmptyState } from '../../../ui/states';

/** /blacklist — the users I blocked, newest first; 移出黑名单 takes one off (the square shows them again). */
export default function BlacklistPage() {
  const timeLabel = useTimeLabel();
  const uid = useUid();
  const [version, setVersion] = useState(0);
  const list = usePagedList(`blacklist:${uid}:${version}`, (currentPage, pageSize) =>
    moderation().listBlocked({ currentPage, pageSize }),
  );
  const unblock = async (target: string, name: string) => {
    const r = await moderation().unblock(target);
    if (r.error) return void toast(r.error.message || '操作失败', { kind: 'error' });
    toast(`已将「${name}」移出黑名单`, { kind: 'success' });
    setVersion((v) => v + 1);
  };
  return (
    <div className="pt-2">
      <p className="mb-2 px-1 text-xs text-muted">
        拉黑的用户无法评论、回复或关注你，你也不会看到TA的帖子和评论
      </p>
      <PagedView
        list={list}
        empty={<EmptyState title="黑名单是空的" description="在帖子的 ⋯ 里可以拉黑用户" />}
      >
        {(items) => (
          <Card className="divide-y divide-line">
            <ul className="divide-y divide-line" data-testid="blacklist">
              {items.map(({ user, blockTime }) => (
                <li key={user.uid} className="flex items-center gap-3 px-4 py-3" data-testid="blocked-user">
                  <img
                    src={user.avatar || defaultAvatar}
                    alt=""
                    width={40}
                    height={40}
                    loading="lazy"
                    className="size-10 shrink-0 rounded-full bg-line object-cover"
                  />
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-[0.9375rem] text-ink">{user.name}</p>
                    <p className="text-xs text-muted">拉黑于 {timeLabel(blockTime)}</p>
                  </div>
                  <button
                    type="button"
                    onClick={() => void unblock(user.uid, user.name)}
                    className="min-h-11 shrink-0 rounded-full px-4 text-[0.8125rem] text-primary ring-1 ring-primary"
                  >
                    移出黑名单
                  </button>
                </li>
              ))}
            </ul>
          </Card>
        )}
      </PagedView>
    </div>
  );
}
