import { useState } from 'react';
import { type ClientLoaderFunctionArgs, useSearchParams } from 'react-router';
import { META } from '../../../app/route-meta';
import { api, auth } from '../../../lib/portal';
import { clientCall, useAsyncView, useKeptLoaderData } from '../../../lib/route-data';
import { useSession } from '../../../lib/stores/session-store';
import { AsyncView } from '../../../ui/async-view';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { SkeletonText } from '../../../ui/skeleton';
import { toast } from '../../../ui/toast';
import { LoginPrompt } from '../components/login-prompt';
import { MonthCalendar } from '../components/month-calendar';
import { RewardBurst } from '../components/reward-burst';
import { StreakRewards } from '../components/streak-rewards';
import { chinaDayOfMonth } from '../hooks/china-day';

/** The month shown (?month=YYYY-MM; none: this China month, as the server answers without one). */
export const clientLoader = async ({ request }: ClientLoaderFunctionArgs) => {
  const month = new URL(request.url).searchParams.get('month');
  return {
    info: await clientCall((portal) =>
      portal.session.getState().loggedIn
        ? portal.api.welfare.getCheckinInfo(month ? { month } : {})
        : Promise.resolve({ data: null, error: { message: '请先登录' } }),
    ),
  };
};

/** Until the browser has loaded the page's data (it is the visitor's, not rendered on the server). */
export { RootFallback as HydrateFallback } from '../../../app/layouts/root-fallback';

/** Route meta (app/route-meta.ts), read by the layouts through useMatches. */
export const handle = META.checkin;

/** Daily check-in: streak, this month's calendar, the reward ladder and the sign button. */
export default function CheckinPage() {
  const loggedIn = useSession((s) => s.loggedIn);
  // null is this (China) month; the server answers for it when no month is sent.
  const [search, setSearch] = useSearchParams();
  const month = search.get('month');
  const setMonth = (next: string | null) =>
    setSearch(next ? { month: next } : {}, { replace: true, preventScrollReset: true });
  const info = useAsyncView(useKeptLoaderData<Awaited<ReturnType<typeof clientLoader>>>().info);
  const [current, setCurrent] = useState<string | null>(null);
  if (current === null && month === null && info.data) setCurrent(info.data.month);
  const [busy, setBusy] = useState(false);
  const [reward, setReward] = useState<{ amount: number; streak: number } | null>(null);

  if (!loggedIn) return <LoginPrompt title="登录后每日签到领X钻" />;

  const sign = async () => {
    setBusy(true);
    const { data, error } = await api.welfare.checkin();
    setBusy(false);
    if (error) return void toast(error.message, { kind: 'error' });
    setReward({ amount: data.reward, streak: data.streak });
    info.reload();
    void auth.refreshStatus();
  };

  return (
    <div className="flex flex-col gap-3 p-3">
      <AsyncView
        {...info}
        skeleton={
          <Card className="p-5">
            <SkeletonText rows={6} />
          </Card>
        }
      >
        {(c) => (
          <>
            <Card className="bg-gradient-to-br from-primary to-accent p-5 text-center text-white">
              <p className="text-sm opacity-90">已连续签到</p>
              <p className="mt-1 text-5xl font-extrabold" data-testid="checkin-streak">
                {c.streak}
                <span className="ml-1 text-base font-medium">天</span>
              </p>
              <Button
                variant="ghost"
                disabled={busy || c.checkedToday}
                onClick={() => void sign()}
                className="mt-4 w-44 bg-white !text-primary ring-0"
              >
                {c.checkedToday ? '今日已签到' : busy ? '签到中...' : '立即签到'}
              </Button>
            </Card>
            <Card className="p-4">
              <p className="mb-3 text-[0.9375rem] font-semibold text-ink">连续签到奖励</p>
              <StreakRewards rewards={c.rewards} streak={c.streak} checkedToday={c.checkedToday} />
            </Card>
            <Card className="p-4">
              <MonthCalendar
                month={c.month}
                days={c.days}
                isCurrent={c.month === current}
                today={c.month === current ? chinaDayOfMonth() : 0}
                onMonth={(m) => setMonth(m === current ? null : m)}
              />
              <p className="mt-3 text-center text-xs text-muted">
                {c.month === current ? '本月' : '当月'}已签到 {c.days.length} 天
              </p>
            </Card>
          </>
        )}
      </AsyncView>
      <RewardBurst
        reward={reward?.amount ?? null}
        caption={reward ? `签到成功，已连续签到${reward.streak}天` : ''}
        onClose={() => setReward(null)}
      />
    </div>
  );
}
