import { Button } from '@portal/ui/button';
import { type Column, DataTable } from '@portal/ui/data-table';
import { filterInputClass } from '@portal/ui/field';
import { CursorPager } from '@portal/ui/pager';
import { toast } from '@portal/ui/toast';
import { type FormEvent, useState } from 'react';
import { type AdminSchemas, admin, EnumLabels } from '../../lib/admin';
import { formatTime } from '../../lib/format';
import { useAdminWrite } from '../../lib/queries';
import { useCursorTable } from '../../lib/tables';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ACTION_TEXT, type PendingAction } from './moderation-action';

type Post = AdminSchemas['AdminPost'];

/** Posts by text and author, with their state; hide, show again or delete with a reason. */
export function PostsPanel() {
  const [uid, setUid] = useState('');
  const [filter, setFilter] = useState<{ uid: string; hidden: '' | 'true' | 'false' }>({
    uid: '',
    hidden: '',
  });
  const list = useCursorTable<Post>('searchPosts', filter, ({ page, pageSize, keyword, cursor }, signal) =>
    admin.searchPosts(
      {
        currentPage: page,
        pageSize,
        ...(cursor ? { cursor } : {}),
        ...(keyword ? { keyword } : {}),
        ...(filter.uid ? { uid: filter.uid } : {}),
        ...(filter.hidden ? { hidden: filter.hidden === 'true' } : {}),
      },
      { signal },
    ),
  );
  // A post's state also shows in the report queue.
  const moderate = useAdminWrite(
    ({ kind, id, reason }: { kind: PendingAction<Post>['kind']; id: number; reason: string }) =>
      kind === 'delete'
        ? admin.deletePost(id, { reason })
        : kind === 'hide'
          ? admin.hidePost(id, { reason })
          : admin.unhidePost(id, { reason }),
    ['searchPosts', 'listReports'],
  );
  const [text, setText] = useState('');
  const [hidden, setHidden] = useState<'' | 'true' | 'false'>('');
  const [pending, setPending] = useState<PendingAction<Post> | null>(null);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ uid: uid.trim(), hidden });
    list.search(text);
  };

  const act = async (reason: string) => {
    if (!pending) return null;
    const refused = await moderate({ kind: pending.kind, id: pending.row.id, reason });
    if (refused) return refused;
    toast(`已${ACTION_TEXT[pending.kind].title}`);
    return null;
  };

  const columns: Column<Post>[] = [
    {
      key: 'author',
      title: '作者',
      render: (p) => (
        <div>
          <div className="text-ink">{p.authorName}</div>
          <div className="text-xs text-muted">UID {p.uid}</div>
        </div>
      ),
    },
    {
      key: 'content',
      title: '内容',
      className: 'max-w-md',
      render: (p) => <p className="line-clamp-2 break-all text-body">{p.content}</p>,
    },
    { key: 'time', title: '发布时间', render: (p) => formatTime(p.createTime) },
    {
      key: 'state',
      title: '状态',
      render: (p) =>
        p.hidden ? (
          <span className="text-danger" title={p.hiddenReason ?? ''}>
            {EnumLabels.Hidden.true}
          </span>
        ) : (
          <span className="text-success">{EnumLabels.Hidden.false}</span>
        ),
    },
    {
      key: 'actions',
      title: '操作',
      render: (p) => (
        <div className="flex gap-2">
          {p.hidden ? (
            <Button size="small" variant="ghost" onClick={() => setPending({ row: p, kind: 'unhide' })}>
              取消隐藏
            </Button>
          ) : (
            <Button size="small" variant="ghost" onClick={() => setPending({ row: p, kind: 'hide' })}>
              隐藏
            </Button>
          )}
          <Button size="small" variant="danger" onClick={() => setPending({ row: p, kind: 'delete' })}>
            删除
          </Button>
        </div>
      ),
    },
  ];

  return (
    <>
      <search>
        <form onSubmit={search} className="mb-3 flex flex-wrap gap-2">
          <input
            aria-label="帖子内容"
            placeholder="帖子内容"
            className={`${filterInputClass} w-56`}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <input
            aria-label="用户 UID"
            placeholder="用户 UID"
            className={`${filterInputClass} w-36`}
            value={uid}
            onChange={(e) => setUid(e.target.value)}
          />
          <select
            aria-label="状态"
            className={`${filterInputClass} w-28`}
            value={hidden}
            onChange={(e) => setHidden(e.target.value as '' | 'true' | 'false')}
          >
            <option value="">全部</option>
            <option value="false">{EnumLabels.Hidden.false}</option>
            <option value="true">{EnumLabels.Hidden.true}</option>
          </select>
          <Button size="medium" variant="ghost" type="submit">
            搜索
          </Button>
        </form>
      </search>
      <DataTable
        columns={columns}
        rows={list.rows}
        rowKey={(p) => p.id}
        loading={list.loading}
        error={list.error}
      />
      <CursorPager
        page={list.page}
        hasNext={list.hasNext}
        loading={list.loading}
        onPrevious={list.previous}
        onNext={list.next}
      />
      <ConfirmDialog
        open={pending !== null}
        title={pending ? `${ACTION_TEXT[pending.kind].title}帖子` : ''}
        message={pending ? ACTION_TEXT[pending.kind].message : ''}
        confirmLabel={pending ? ACTION_TEXT[pending.kind].title : '确认'}
        onClose={() => setPending(null)}
        onConfirm={act}
      />
    </>
  );
}
