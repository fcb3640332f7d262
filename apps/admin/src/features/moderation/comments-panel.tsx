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

type Comment = AdminSchemas['AdminComment'];

/** Comments by text, author or post; hide, show again or delete with a reason. */
export function CommentsPanel() {
  const [form, setForm] = useState({ text: '', uid: '', postId: '' });
  const [filter, setFilter] = useState({ uid: '', postId: '' });
  const list = useCursorTable<Comment>(
    'searchComments',
    filter,
    ({ page, pageSize, keyword, cursor }, signal) =>
      admin.searchComments(
        {
          currentPage: page,
          pageSize,
          ...(cursor ? { cursor } : {}),
          ...(keyword ? { keyword } : {}),
          ...(filter.uid ? { uid: filter.uid } : {}),
          ...(/^\d+$/.test(filter.postId) ? { postId: Number(filter.postId) } : {}),
        },
        { signal },
      ),
  );
  // A comment's state also shows in the report queue.
  const moderate = useAdminWrite(
    ({ kind, id, reason }: { kind: PendingAction<Comment>['kind']; id: number; reason: string }) =>
      kind === 'delete'
        ? admin.deleteComment(id, { reason })
        : kind === 'hide'
          ? admin.hideComment(id, { reason })
          : admin.unhideComment(id, { reason }),
    ['searchComments', 'listReports'],
  );
  const [pending, setPending] = useState<PendingAction<Comment> | null>(null);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ uid: form.uid.trim(), postId: form.postId.trim() });
    list.search(form.text);
  };
  const act = async (reason: string) => {
    if (!pending) return null;
    const refused = await moderate({ kind: pending.kind, id: pending.row.id, reason });
    if (refused) return refused;
    toast(`已${ACTION_TEXT[pending.kind].title}`);
    return null;
  };
  const columns: Column<Comment>[] = [
    { key: 'author', title: '作者', render: (c) => `${c.authorName} (${c.uid})` },
    { key: 'post', title: '帖子', render: (c) => `#${c.postId}` },
    {
      key: 'content',
      title: '内容',
      className: 'max-w-md',
      render: (c) => <p className="line-clamp-2 break-all">{c.content}</p>,
    },
    { key: 'time', title: '时间', render: (c) => formatTime(c.createTime) },
    {
      key: 'state',
      title: '状态',
      render: (c) =>
        c.hidden ? (
          <span className="text-danger">{EnumLabels.Hidden.true}</span>
        ) : (
          <span className="text-success">{EnumLabels.Hidden.false}</span>
        ),
    },
    {
      key: 'actions',
      title: '操作',
      render: (c) => (
        <div className="flex gap-2">
          <Button
            size="small"
            variant="ghost"
            onClick={() => setPending({ row: c, kind: c.hidden ? 'unhide' : 'hide' })}
          >
            {c.hidden ? '取消隐藏' : '隐藏'}
          </Button>
          <Button size="small" variant="danger" onClick={() => setPending({ row: c, kind: 'delete' })}>
            删除
          </Button>
        </div>
      ),
    },
  ];
  const field = (name: 'text' | 'uid' | 'postId', label: string, width: string) => (
    <input
      aria-label={label}
      placeholder={label}
      className={`${filterInputClass} ${width}`}
      value={form[name]}
      onChange={(e) => setForm((f) => ({ ...f, [name]: e.target.value }))}
    />
  );
  return (
    <>
      <search>
        <form onSubmit={search} className="mb-3 flex flex-wrap gap-2">
          {field('text', '评论内容', 'w-56')}
          {field('uid', '用户 UID', 'w-36')}
          {field('postId', '帖子 ID', 'w-28')}
          <Button size="medium" variant="ghost" type="submit">
            搜索
          </Button>
        </form>
      </search>
      <DataTable
        columns={columns}
        rows={list.rows}
        rowKey={(c) => c.id}
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
        title={pending ? `${ACTION_TEXT[pending.kind].title}评论` : ''}
        message={pending ? ACTION_TEXT[pending.kind].message : ''}
        confirmLabel={pending ? ACTION_TEXT[pending.kind].title : '确认'}
        onClose={() => setPending(null)}
        onConfirm={act}
      />
    </>
  );
}
