import { api } from '../../../lib/portal';
import { useQuery } from '../../../lib/use-query';
import { AsyncView } from '../../../ui/async-view';
import { Card } from '../../../ui/card';

/** Check-in: streak and this month's checked days. */
export default function CheckinPage() {
  const info = useQuery('checkin', () => api.welfare.getCheckinInfo());
  return (
    <div className="p-4">
      <AsyncView {...info}>
        {(c) => (
          <Card className="p-5">
            <p className="text-center text-sm text-muted">已连续签到</p>
            <p className="mt-1 text-center text-4xl font-bold text-primary">
              {c.streak}
              <span className="ml-1 text-base">天</span>
            </p>
            <p className="mt-4 text-center text-[0.8125rem] text-body">
              {c.month} 已签到 {c.days.length} 天{c.checkedToday ? '，今日已签到' : ''}
            </p>
          </Card>
        )}
      </AsyncView>
    </div>
  );
}
