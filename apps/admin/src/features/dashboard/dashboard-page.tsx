import { Button } from '@portal/ui/button';
import { type FormEvent, useMemo, useState } from 'react';
import { type AdminSchemas, admin } from '../../lib/admin';
import { dayFromToday } from '../../lib/format';
import { adminKey, useAdminQuery } from '../../lib/queries';
import { DateRange } from '../../ui/date-range';
import { PageHeader } from '../../ui/page-header';
import { Chart } from './chart';

type Dashboard = AdminSchemas['Dashboard'];

const PRESETS = [
  { label: '近 7 天', days: 7 },
  { label: '近 30 天', days: 30 },
];

/** Daily active and new users, X钻 sold, spent (net) and refunded, downloads, top games and books over a chosen range. */
export default function DashboardPage() {
  const [range, setRange] = useState({ from: dayFromToday(-6), to: dayFromToday(0) });
  const [form, setForm] = useState(range);
  const figures = useAdminQuery(adminKey('dashboard', range), (signal) => admin.dashboard(range, { signal }));
  const { error } = figures;
  const data: Dashboard | null = error ? null : (figures.data ?? null);
  // The same range again reads the figures again.
  const show = (next: { from: string; to: string }) => {
    if (next.from === range.from && next.to === range.to) figures.reload();
    else setRange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    show(form);
  };
  const preset = (days: number) => {
    const next = { from: dayFromToday(1 - days), to: dayFromToday(0) };
    setForm(next);
    show(next);
  };
  const charts = useMemo(() => {
    if (!data) return null;
    const days = data.days.map((d) => d.day.slice(5));
    const pick = (k: keyof Dashboard['days'][number]) => data.days.map((d) => Number(d[k]));
    return {
      days,
      users: [
        { label: '日活跃用户', color: '#6246ea', values: pick('activeUsers') },
        { label: '新增用户', color: '#13b5d8', values: pick('newUsers') },
      ],
      coins: [
        { label: 'X钻售出', color: '#f2b33d', values: pick('coinsSold') },
        // Spent net of refunds: a refunded purchase was not, in the end, spent.
        {
          label: 'X钻消耗(净)',
          color: '#ff5c8a',
          values: data.days.map((d) => d.coinsSpent - d.coinsRefunded),
        },
        { label: 'X钻退款', color: '#8b95a7', values: pick('coinsRefunded') },
      ],
      downloads: [{ label: '下载量', color: '#16a34a', values: pick('downloads') }],
      gameNames: data.topGames.map((g) => g.name),
      games: [{ label: '下载量', color: '#6246ea', values: data.topGames.map((g) => g.downloads) }],
      bookTitles: data.topBooks.map((b) => b.title),
      books: [{ label: '阅读量', color: '#13b5d8', values: data.topBooks.map((b) => b.reads) }],
    };
  }, [data]);

  return (
    <>
      <PageHeader
        title="数据概览"
        actions={
          <search>
            <form onSubmit={submit} className="flex flex-wrap items-center gap-2">
              {PRESETS.map((p) => (
                <Button size="small" variant="ghost" key={p.days} onClick={() => preset(p.days)}>
                  {p.label}
                </Button>
              ))}
              <DateRange
                from={form.from}
                to={form.to}
                onFrom={(from) => setForm((f) => ({ ...f, from }))}
                onTo={(to) => setForm((f) => ({ ...f, to }))}
              />
              <Button size="medium" variant="ghost" type="submit">
                查询
              </Button>
            </form>
          </search>
        }
      />
      {error && <p className="mb-3 text-sm text-danger">{error}</p>}
      {data && charts && (
        <>
          <div
            className="mb-4 grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5"
            data-testid="dashboard-totals"
          >
            <Total label="活跃用户" value={data.totals.activeUsers} />
            <Total label="新增用户" value={data.totals.newUsers} />
            <Total label="X钻售出" value={data.totals.coinsSold} />
            <Total
              label="X钻消耗(净)"
              value={data.totals.coinsSpent - data.totals.coinsRefunded}
              note={data.totals.coinsRefunded > 0 ? `已扣除退款 ${data.totals.coinsRefunded}` : undefined}
            />
            <Total label="下载量" value={data.totals.downloads} />
          </div>
          <div className="grid gap-4 xl:grid-cols-2">
            <Chart title="活跃与新增用户" labels={charts.days} series={charts.users} />
            <Chart title="X钻售出与消耗" labels={charts.days} series={charts.coins} />
            <Chart title="每日下载量" labels={charts.days} series={charts.downloads} />
            <Chart title="热门游戏 (下载量)" labels={charts.gameNames} series={charts.games} bars />
            <Chart title="热门漫画 (阅读量)" labels={charts.bookTitles} series={charts.books} bars />
          </div>
        </>
      )}
    </>
  );
}

function Total({ label, value, note }: { label: string; value: number; note?: string }) {
  return (
    <div className="rounded-[var(--radius-card)] bg-card p-4 shadow-card">
      <div className="text-xs text-muted">{label}</div>
      <div className="mt-1 text-2xl font-semibold text-ink">{value.toLocaleString('zh-CN')}</div>
      {note && <div className="mt-0.5 text-xs text-muted">{note}</div>}
    </div>
  );
}
