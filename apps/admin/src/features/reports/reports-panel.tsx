import { Button } from '@portal/ui/button';
import { type Column, DataTable } from '@portal/ui/data-table';
import { Pager } from '@portal/ui/pager';
import { toast } from '@portal/ui/toast';
import { useState } from 'react';
import { type AdminSchemas, admin } from '../../lib/admin';
import { formatTime } from '../../lib/format';
import { useAdminAnswer } from '../../lib/queries';
import { useNumberedTable } from '../../lib/tables';
import { ConfirmDialog } from '../../ui/confirm-dialog';

type Target = AdminSchemas['AdminReportTarget'];
type Decision = 'upheld' | 'removed' | 'dismissed';

const KIND_LABEL: Record<Target['targetType'], string> = {
  post: '帖子',
  comment: '评论',
  review: '游戏评价',
  user: '用户',
};

/** A reported user has no content to hide: the decision closes the reports, a mute or ban is separate. */
const USER_UPHELD = '举报成立：关闭这些举报。如需禁言或封禁，请到「用户」页处理。';

const DECISION_TEXT: Record<Decision, { title: string; message: string }> = {
  upheld: { title: '维持处理', message: '举报成立：内容将一直对其他用户隐藏，作者本人仍可看到。' },
  removed: { title: '维持并删除', message: '举报成立：内容连同其评论（或评价的有用票）一起删除，无法恢复。' },
  dismissed: { title: '驳回', message: '举报不成立：内容重新对所有用户显示，之后的举报重新计数。' },
};

/** The reported text as the moderator judges it: a post's pictures beside it, a deleted one said so. */
function ReportedContent({ t }: { t: Target }) {
  if (t.content === null) return <span className="text-muted">（内容已删除）</span>;
  return (
    <div>
      <p className="line-clamp-3 break-all text-body" data-testid="reported-content">
        {t.targetType === 'user' ? `用户昵称：${t.content}` : t.content}
      </p>
      {t.images.length > 0 && (
        <div className="mt-1 flex gap-1">
          {t.images.slice(0, 4).map((url) => (
            <img key={url} src={url} alt="" className="size-10 rounded object-cover" loading="lazy" />
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * The review queue (举报审核): reported posts, comments, game reviews and users, most reporters first,
 * with the reasons and their counts; 维持处理 keeps the content hidden (or deletes it), 驳回 shows it
 * again. A hidden game review also leaves the game's rating until it is shown again.
 */
export function ReportsPanel() {
  // The queue empties as it is decided, so it keeps its count (共 N 条待审核) and pages by number.
  const list = useNumberedTable<Target>('listReports', null, ({ page, pageSize }, signal) =>
    admin.listReports({ currentPage: page, pageSize }, { signal }),
  );
  // A decision hides, shows again or deletes the content: the moderation tables are read again too.
  const resolve = useAdminAnswer(
    ({ row, decision, reason }: { row: Target; decision: Decision; reason: string }) =>
      admin.resolveReports(row.targetType, row.targetId, {
        decision: decision === 'dismissed' ? 'dismissed' : 'upheld',
        ...(decision === 'removed' ? { remove: true } : {}),
        reason,
      }),
    ['listReports', 'searchPosts', 'searchComments'],
  );
  const [pending, setPending] = useState<{ row: Target; decision: Decision } | null>(null);

  const decide = async (reason: string) => {
    if (!pending) return null;
    const { row, decision } = pending;
    const { refused, msg } = await resolve({ row, decision, reason });
    if (refused) return refused;
    if (msg) toast(msg);
    return null;
  };

  const columns: Column<Target>[] = [
    {
      key: 'target',
      title: '被举报',
      render: (t) => (
        <div>
          <div className="text-ink">
            {KIND_LABEL[t.targetType]} {t.targetType === 'user' ? '' : `#${t.targetId}`}
          </div>
          <div className="text-xs text-muted">
            {t.authorName || '—'} · UID {t.targetUid}
          </div>
        </div>
      ),
    },
    { key: 'content', title: '内容', className: 'max-w-md', render: (t) => <ReportedContent t={t} /> },
    {
      key: 'reasons',
      title: '举报原因',
      render: (t) => (
        <div>
          <ul className="flex flex-wrap gap-1">
            {t.reasons.map((r) => (
              <li key={r.reason} className="rounded bg-page px-2 py-0.5 text-xs text-body">
                {r.reason} ×{r.count}
              </li>
            ))}
          </ul>
          {t.details.length > 0 && (
            <p className="mt-1 line-clamp-2 text-xs text-muted" title={t.details.join('\n')}>
              补充：{t.details.join('；')}
            </p>
          )}
        </div>
      ),
    },
    {
      key: 'count',
      title: '举报人数',
      render: (t) => <span data-testid="reporters">{t.reporters}</span>,
    },
    {
      key: 'time',
      title: '最近举报',
      render: (t) => formatTime(t.lastReportTime),
    },
    {
      key: 'state',
      title: '状态',
      render: (t) =>
        t.hidden ? (
          <span className="text-danger">已隐藏待审核</span>
        ) : (
          <span className="text-body">待审核</span>
        ),
    },
    {
      key: 'actions',
      title: '操作',
      render: (t) => (
        <div className="flex flex-wrap gap-2">
          <Button size="small" variant="primary" onClick={() => setPending({ row: t, decision: 'upheld' })}>
            维持处理
          </Button>
          {t.targetType !== 'user' && t.content !== null && (
            <Button size="small" variant="danger" onClick={() => setPending({ row: t, decision: 'removed' })}>
              删除
            </Button>
          )}
          <Button size="small" variant="ghost" onClick={() => setPending({ row: t, decision: 'dismissed' })}>
            驳回
          </Button>
        </div>
      ),
    },
  ];

  return (
    <>
      <p className="mb-3 text-sm text-muted">
        同一内容被多名用户举报后会自动隐藏，审核后按结论处理。共 {list.total} 条待审核。
      </p>
      <DataTable
        columns={columns}
        rows={list.rows}
        rowKey={(t) => `${t.targetType}:${t.targetId}`}
        loading={list.loading}
        error={list.error}
        empty="暂无待审核的举报"
      />
      <Pager page={list.page} pageSize={list.pageSize} total={list.total} onPage={list.setPage} />
      <ConfirmDialog
        open={pending !== null}
        title={
          pending ? `${DECISION_TEXT[pending.decision].title}：${KIND_LABEL[pending.row.targetType]}` : ''
        }
        message={
          pending
            ? pending.row.targetType === 'user' && pending.decision === 'upheld'
              ? USER_UPHELD
              : DECISION_TEXT[pending.decision].message
            : ''
        }
        confirmLabel={pending ? DECISION_TEXT[pending.decision].title : '确认'}
        onClose={() => setPending(null)}
        onConfirm={decide}
      />
    </>
  );
}
