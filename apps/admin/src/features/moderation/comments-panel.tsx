import { Button } from '@portal/ui/button';
import { type Column, DataTable } from '@portal/ui/data-table';
import { filterInputClass } from '@portal/ui/field';
import { Pager } from '@portal/ui/pager';
import { toast } from '@portal/ui/toast';
import { type FormEvent, useCallback, useState } from 'react';
import { type AdminSchemas, admin } from '../../lib/admin';
import { formatTime } from '../../lib/format';
import { useList } from '../../lib/use-list';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ACTION_TEXT, type PendingAction } from './moderation-action';

type Comment = AdminSchemas['AdminComment'];

/** Comments by text, author or post; hide, show again or delete with a reason. */
export function CommentsPanel() {
  const [form, setForm] = useState({ text: '', uid: '', postId: '' });
  const [filter, setFilter] = useState({ uid: '', postId: '' });
  const load = useCallback(
    ({ page, pageSize, keyword }: { page: number; pageSize: number; keyword: string }) =>
      admin.call(
        admin.api.GET('/v1/admin/comments', {
          params: {
            query: {
              currentPage: page,
              pageSize,
              ...(keyword ? { keyword } : {}),
              ...(filter.uid ? { uid: filter.uid } : {}),
              ...(/^\d+$/.test(filter.postId) ? { postId: Number(filter.postId) } : {}),
            },
          },
        }),
      ),
    [filter],
  );
  const list = useList<Comment>(load);
  const [pending, setPending] = useState<PendingAction<Comment> | null>(null);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ uid: form.uid.trim(), postId: form.postId.trim() });
    list.search(form.text);
  };
  const act = async (reason: string) => {
    if (!pending) return null;
    const id = pending.row.id;
    const { error } = await admin.call(
      pending.kind === 'delete'
        ? admin.api.DELETE('/v1/admin/comments/{id}', { params: { path: { id }, query: { reason } } })
        : pending.kind === 'hide'
          ? admin.api.POST('/v1/admin/comments/{id}/hide', { params: { path: { id } }, body: { reason } })
          : admin.api.POST('/v1/admin/comments/{id}/unhide', { params: { path: { id } }, body: { reason } }),
    );
    if (error) return error.message;
    toast(`已${ACTION_TEXT[pending.kind].title}`);
    list.reload();
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
        c.hidden ? <span className="text-danger">已隐藏</span> : <span className="text-success">正常</span>,
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
      <Pager page={list.page} pageSize={list.pageSize} total={list.total} onPage={list.setPage} />
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
