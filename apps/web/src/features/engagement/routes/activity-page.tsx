import dayjs from 'dayjs';
import { api } from '../../../lib/portal';
import { useQuery } from '../../../lib/use-query';
import { AsyncView } from '../../../ui/async-view';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/states';

const statusLabel = { upcoming: '即将开始', ongoing: '进行中', ended: '已结束' } as const;

/** Activity centre: current and past activities with their time windows. */
export default function ActivityPage() {
  const list = useQuery('activities', () => api.welfare.listActivities());
  return (
    <div className="p-3">
      <AsyncView {...list} isEmpty={(d) => d.length === 0} empty={<EmptyState title="暂无活动" />}>
        {(items) => (
          <ul className="flex flex-col gap-3">
            {items.map((a) => (
              <li key={a.id}>
                <Card className="overflow-hidden">
                  <img
                    src={a.cover}
                    alt=""
                    width={750}
                    height={300}
                    className="aspect-[5/2] w-full bg-line object-cover"
                  />
                  <div className="p-4">
                    <div className="flex items-center justify-between gap-2">
                      <h3 className="truncate text-[0.9375rem] font-semibold text-ink">{a.title}</h3>
                      <span className="shrink-0 text-xs text-primary">{statusLabel[a.status]}</span>
                    </div>
                    <p className="mt-1 text-[0.8125rem] text-body">{a.summary}</p>
                    <p className="mt-2 text-xs text-muted">
                      {dayjs(a.startTime).format('MM-DD')} 至 {dayjs(a.endTime).format('MM-DD')}
                    </p>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </AsyncView>
    </div>
  );
}
