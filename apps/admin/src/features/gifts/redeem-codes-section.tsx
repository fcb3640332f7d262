import { Button } from '@portal/ui/button';
import { type Column, DataTable } from '@portal/ui/data-table';
import { filterInputClass } from '@portal/ui/field';
import { Pager } from '@portal/ui/pager';
import { toast } from '@portal/ui/toast';
import { type FormEvent, useMemo, useState } from 'react';
import { type AdminSchemas, admin, USED_UP_LABEL } from '../../lib/admin';
import { formatTime, fromLocalInput } from '../../lib/format';
import { useAdminAnswer, useAdminWrite } from '../../lib/queries';
import { useNumberedTable } from '../../lib/tables';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormDialog, type FormField, type FormValues } from '../../ui/form-dialog';

type Code = AdminSchemas['AdminRedeemCode'];

const whole = (label: string, min: number, max: number) => (v: string) => {
  const n = Number(v.trim());
  return /^\d+$/.test(v.trim()) && n >= min && n <= max ? null : `${label}需为 ${min}-${max} 的整数`;
};

const batchFields: FormField[] = [
  {
    name: 'kind',
    label: '奖励',
    kind: 'select',
    options: [
      { value: 'gift', label: '礼包' },
      { value: 'coins', label: 'X钻' },
    ],
  },
  {
    name: 'packId',
    label: '礼包 ID',
    when: (v) => v.kind === 'gift',
    check: whole('礼包 ID', 1, 2147483647),
  },
  { name: 'coins', label: 'X钻数量', when: (v) => v.kind === 'coins', check: whole('X钻数量', 1, 1000000) },
  { name: 'count', label: '生成数量', kind: 'number', check: whole('生成数量', 1, 500) },
  {
    name: 'maxUses',
    label: '每个码可用人数',
    kind: 'number',
    hint: '每位玩家每个码只能兑换一次',
    check: whole('可用人数', 1, 1000000),
  },
  {
    name: 'expiresAt',
    label: '过期时间',
    kind: 'datetime-local',
    check: (v) => {
      const at = fromLocalInput(v);
      // A time already past is refused by the server, in its words.
      return at ? null : '请填写过期时间';
    },
  },
  { name: 'note', label: '备注 (玩家不可见)', check: (v) => (v.length > 100 ? '备注最多 100 字' : null) },
];

function batchOf(v: FormValues) {
  return {
    count: Number(v.count),
    maxUses: Number(v.maxUses),
    expiresAt: fromLocalInput(v.expiresAt ?? ''),
    ...(v.kind === 'coins' ? { coins: Number(v.coins) } : { packId: Number(v.packId) }),
    ...(v.note?.trim() ? { note: v.note.trim() } : {}),
  };
}

/**
 * Gift codes (兑换码) under the packs: each code's use count against its limit and its expiry; a batch
 * for a pack or X钻; a code stopped at once (it expires now).
 */
export function RedeemCodesSection({
  packId,
  onPack,
}: {
  packId: number | null;
  onPack(id: number | null): void;
}) {
  const list = useNumberedTable<Code>('listRedeemCodes', packId, ({ page, pageSize }, signal) =>
    admin.listRedeemCodes({ currentPage: page, pageSize, ...(packId ? { packId } : {}) }, { signal }),
  );
  // A pack's stock moves with its codes: the packs above are read again too.
  const makeBatch = useAdminWrite(
    (v: FormValues) => admin.createRedeemCodes(batchOf(v)),
    ['listRedeemCodes', 'listGiftPacks'],
    (batch) => {
      setMade(batch.records.map((c) => c.code));
      toast(`已生成 ${batch.records.length} 个兑换码`);
    },
  );
  const stop = useAdminAnswer(
    ({ code, reason }: { code: string; reason: string }) => admin.disableRedeemCode(code, { reason }),
    ['listRedeemCodes'],
  );
  const [filter, setFilter] = useState(packId ? String(packId) : '');
  const [making, setMaking] = useState(false);
  const [made, setMade] = useState<string[]>([]);
  const [stopping, setStopping] = useState<Code | null>(null);
  const initial = useMemo(
    () => ({
      kind: 'gift',
      packId: packId ? String(packId) : '',
      coins: '',
      count: '10',
      maxUses: '1',
      expiresAt: '',
      note: '',
    }),
    [packId],
  );

  const search = (event: FormEvent) => {
    event.preventDefault();
    const id = Number(filter.trim());
    onPack(Number.isSafeInteger(id) && id > 0 ? id : null);
    // The same pack again reads the list again (uses move while the screen is open).
    list.reload();
  };

  const columns: Column<Code>[] = [
    {
      key: 'code',
      title: '兑换码',
      render: (c) => <span className="font-mono text-ink">{c.code}</span>,
    },
    {
      key: 'reward',
      title: '奖励',
      render: (c) => (c.kind === 'gift' ? `礼包 #${c.packId} ${c.packTitle ?? ''}` : `${c.coins} X钻`),
    },
    {
      key: 'uses',
      title: '已用/上限',
      render: (c) => <span data-testid="code-uses">{`${c.usedCount}/${c.maxUses}`}</span>,
    },
    { key: 'expires', title: '过期时间', render: (c) => formatTime(c.expiresAt) },
    {
      key: 'state',
      title: '状态',
      render: (c) =>
        c.expired ? (
          <span className="text-muted">已失效</span>
        ) : c.usedCount >= c.maxUses ? (
          <span className="text-muted">{USED_UP_LABEL}</span>
        ) : (
          <span className="text-success">可用</span>
        ),
    },
    { key: 'note', title: '备注', render: (c) => c.note || '—' },
    {
      key: 'actions',
      title: '操作',
      render: (c) =>
        c.expired ? null : (
          <Button size="small" variant="danger" onClick={() => setStopping(c)}>
            停用
          </Button>
        ),
    },
  ];

  return (
    <section className="mt-8" aria-labelledby="redeem-codes-title" data-testid="redeem-codes">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="redeem-codes-title" className="text-lg font-semibold text-ink">
          兑换码{packId ? ` · 礼包 #${packId}` : ''}
        </h2>
        <div className="flex flex-wrap gap-2">
          <form onSubmit={search} className="flex gap-2">
            <input
              aria-label="按礼包 ID 筛选"
              placeholder="礼包 ID"
              className={`${filterInputClass} w-28`}
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
            />
            <Button size="medium" variant="ghost" type="submit">
              筛选
            </Button>
          </form>
          <Button size="medium" variant="primary" onClick={() => setMaking(true)}>
            生成兑换码
          </Button>
        </div>
      </div>
      {made.length > 0 && (
        <div className="mb-3 rounded-lg bg-primary-soft p-3 text-sm text-ink" data-testid="made-codes">
          <p className="mb-1 font-medium">本次生成 {made.length} 个兑换码：</p>
          <p className="font-mono break-all select-all">{made.join(' ')}</p>
        </div>
      )}
      <DataTable
        columns={columns}
        rows={list.rows}
        rowKey={(c) => c.code}
        loading={list.loading}
        error={list.error}
        empty="暂无兑换码"
      />
      <Pager page={list.page} pageSize={list.pageSize} total={list.total} onPage={list.setPage} />
      <FormDialog
        open={making}
        title="生成兑换码"
        fields={batchFields}
        initial={initial}
        submitLabel="生成"
        onClose={() => setMaking(false)}
        onSubmit={async (v) => {
          return makeBatch(v);
        }}
      />
      <ConfirmDialog
        open={stopping !== null}
        title={`停用兑换码 ${stopping?.code ?? ''}`}
        message="停用后立即失效，玩家再兑换会提示已过期；已兑换的不受影响。"
        confirmLabel="停用"
        onClose={() => setStopping(null)}
        onConfirm={async (reason) => {
          if (!stopping) return null;
          const { refused, msg } = await stop({ code: stopping.code, reason });
          if (refused) return refused;
          if (msg) toast(msg);
          return null;
        }}
      />
    </section>
  );
}
