import { DiamondIcon } from '../../../assets/icons';
import { api } from '../../../lib/portal';
import { useQuery } from '../../../lib/use-query';
import { AsyncView } from '../../../ui/async-view';
import { CellGroup } from '../../../ui/cell';
import { EmptyState } from '../../../ui/states';

const statusLabel = { doing: '进行中', done: '可领取', claimed: '已领取' } as const;

/** Tasks with their progress and X钻 reward. */
export default function TaskPage() {
  const tasks = useQuery('tasks', () => api.welfare.listTasks());
  return (
    <div className="p-3">
      <AsyncView {...tasks} isEmpty={(d) => d.length === 0} empty={<EmptyState title="暂无任务" />}>
        {(list) => (
          <CellGroup>
            {list.map((t) => (
              <div key={t.id} className="flex min-h-16 items-center gap-3 px-4 py-3">
                <div className="flex-1">
                  <p className="text-[0.9375rem] font-medium text-ink">{t.name}</p>
                  <p className="mt-0.5 flex items-center gap-1 text-xs text-muted">
                    {t.progress}/{t.target} · <DiamondIcon className="text-diamond" /> +{t.reward}
                  </p>
                </div>
                <span
                  className={`rounded-full px-3 py-1 text-xs ${t.status === 'done' ? 'bg-primary text-white' : 'bg-page text-muted'}`}
                >
                  {statusLabel[t.status]}
                </span>
              </div>
            ))}
          </CellGroup>
        )}
      </AsyncView>
    </div>
  );
}
