import { Button } from '@portal/ui/button';
import { type Column, DataTable } from '@portal/ui/data-table';
import { CursorPager } from '@portal/ui/pager';
import { toast } from '@portal/ui/toast';
import { useState } from 'react';
import { type AdminSchemas, admin, checkReason } from '../../lib/admin';
import { formatTime } from '../../lib/format';
import { useAdminAnswer, useAdminWrite } from '../../lib/queries';
import { useCursorTable } from '../../lib/tables';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormDialog } from '../../ui/form-dialog';
import { SearchBox } from '../../ui/search-box';

type User = AdminSchemas['AdminUser'];
type Kind = 'mute' | 'ban';

const KIND_LABEL: Record<Kind, string> = { mute: '禁言', ban: '封禁' };

const restrictFields = [
  {
    name: 'kind',
    label: '处罚',
    kind: 'select' as const,
    options: [
      { value: 'mute', label: '禁言 (不能发帖和评论)' },
      { value: 'ban', label: '封禁 (不能登录)' },
    ],
  },
  {
    name: 'days',
    label: '天数',
    kind: 'number' as const,
    check: (v: string) =>
      /^\d+$/.test(v.trim()) && Number(v) >= 1 && Number(v) <= 3650 ? null : '天数需在 1-3650 之间',
  },
  { name: 'reason', label: '原因 (用户可见)', kind: 'textarea' as const, check: checkReason },
];
const restrictInitial = { kind: 'mute', days: '7', reason: '' };

/** Users by name, phone or UID: their restrictions in force; mute or ban for a period with a reason shown to them. */
export function UsersPanel() {
  const list = useCursorTable<User>('searchUsers', null, ({ page, pageSize, keyword, cursor }, signal) =>
    admin.searchUsers(
      { currentPage: page, pageSize, ...(cursor ? { cursor } : {}), ...(keyword ? { keyword } : {}) },
      { signal },
    ),
  );
  // A player's restrictions also show on their page in 订单与流水.
  const restrict = useAdminWrite(
    ({ uid, kind, days, reason }: { uid: string; kind: Kind; days: number; reason: string }) =>
      admin.restrictUser(uid, { kind, days, reason }),
    ['searchUsers', 'getUser'],
  );
  const lift = useAdminAnswer(
    ({ uid, kind, reason }: { uid: string; kind: Kind; reason: string }) =>
      admin.liftRestriction(uid, { kind, reason }),
    ['searchUsers', 'getUser'],
  );
  const [restricting, setRestricting] = useState<User | null>(null);
  const [lifting, setLifting] = useState<{ user: User; kind: Kind } | null>(null);
  const columns: Column<User>[] = [
    { key: 'uid', title: 'UID', render: (u) => u.uid },
    { key: 'name', title: '用户名', render: (u) => u.name },
    { key: 'phone', title: '手机号', render: (u) => u.phone || '—' },
    { key: 'coins', title: 'X钻', render: (u) => u.coinBalance },
    {
      key: 'restrictions',
      title: '处罚',
      render: (u) =>
        u.restrictions.length === 0 ? (
          <span className="text-muted">无</span>
        ) : (
          u.restrictions.map((r) => (
            <div key={r.kind} className="text-xs text-danger" title={r.reason}>
              {KIND_LABEL[r.kind]}至 {formatTime(r.until)}
            </div>
          ))
        ),
    },
    {
      key: 'actions',
      title: '操作',
      render: (u) => (
        <div className="flex gap-2">
          <Button size="small" variant="danger" onClick={() => setRestricting(u)}>
            禁言/封禁
          </Button>
          {u.restrictions.map((r) => (
            <Button
              size="small"
              variant="ghost"
              key={r.kind}
              onClick={() => setLifting({ user: u, kind: r.kind })}
            >
              解除{KIND_LABEL[r.kind]}
            </Button>
          ))}
        </div>
      ),
    },
  ];
  return (
    <>
      <div className="mb-3">
        <SearchBox placeholder="用户名 / 手机号 / UID" onSearch={list.search} />
      </div>
      <DataTable
        columns={columns}
        rows={list.rows}
        rowKey={(u) => u.uid}
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
      <FormDialog
        open={restricting !== null}
        title={`处罚用户 ${restricting?.name ?? ''}`}
        fields={restrictFields}
        initial={restrictInitial}
        submitLabel="确认处罚"
        onClose={() => setRestricting(null)}
        onSubmit={async (v) => {
          if (!restricting) return null;
          const refused = await restrict({
            uid: restricting.uid,
            kind: v.kind as Kind,
            days: Number(v.days),
            reason: (v.reason ?? '').trim(),
          });
          if (refused) return refused;
          toast('已处罚');
          return null;
        }}
      />
      <ConfirmDialog
        open={lifting !== null}
        title={lifting ? `解除${KIND_LABEL[lifting.kind]}` : ''}
        message={lifting ? `解除用户 ${lifting.user.name} 的${KIND_LABEL[lifting.kind]}。` : ''}
        confirmLabel="解除"
        onClose={() => setLifting(null)}
        onConfirm={async (reason) => {
          if (!lifting) return null;
          const { refused, msg } = await lift({ uid: lifting.user.uid, kind: lifting.kind, reason });
          if (refused) return refused;
          if (msg) toast(msg);
          return null;
        }}
      />
    </>
  );
}
