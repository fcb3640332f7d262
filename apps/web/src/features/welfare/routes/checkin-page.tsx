import { Button } from '@portal/ui/button';
import { Card } from '@portal/ui/card';
import { Dialog } from '@portal/ui/dialog';
import { SkeletonText } from '@portal/ui/skeleton';
import { toast } from '@portal/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api, auth, BusinessMessage, createCheckinMakeup, makeupState, portal } from '../../../lib/portal';
import { EnumLabels } from '../../../lib/portal-helpers';
import { accountKey, asyncView, sdkQuery } from '../../../lib/sdk-query';
import { useSession, useUid } from '../../../lib/stores/session-store';
import { AsyncView } from '../../../ui/async-view';
import { LoginPrompt } from '../components/login-prompt';
import { MakeupBar } from '../components/makeup-bar';
import { MonthCalendar } from '../components/month-calendar';
import { RewardBurst } from '../components/reward-burst';
import { StreakRewards } from '../components/streak-rewards';
import { chinaDayOfMonth } from '../hooks/china-day';

/** Daily check-in: streak, this month's calendar, the reward ladder and the sign button. */
export default function CheckinPage() {
  const loggedIn = useSession((s) => s.loggedIn);
  const uid = useUid();
  // null is this (China) month; the server answers for it when no month is sent.
  const [month, setMonth] = useState<string | null>(null);
  const info = asyncView(
    useQuery(
      sdkQuery(accountKey(uid, 'checkin', month), () =>
        uid
          ? api.welfare.getCheckinInfo(month ? { month } : {})
          : Promise.resolve({ data: null, error: { message: BusinessMessage.LoginRequired } }),
      ),
    ),
  );
  const [current, setCurrent] = useState<string | null>(null);
  if (current === null && month === null && info.data) setCurrent(info.data.month);
  const [busy, setBusy] = useState(false);
  const [reward, setReward] = useState<{ amount: number; streak: number } | null>(null);
  const [repairing, setRepairing] = useState<number | null>(null);

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

  const repair = async () => {
    if (!info.data || repairing === null) return;
    setBusy(true);
    const result = await createCheckinMakeup(portal).makeup(info.data, repairing);
    setBusy(false);
    setRepairing(null);
    if ('problem' in result) return void toast(result.problem, { kind: 'error' });
    if (result.error) return void toast(result.error.message, { kind: 'error' });
    toast(`补签成功，已连续签到${result.data.streak}天`, { kind: 'success' });
    info.reload();
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
                {c.checkedToday
                  ? EnumLabels.CheckinInfoCheckedToday.true
                  : busy
                    ? '签到中...'
                    : EnumLabels.CheckinInfoCheckedToday.false}
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
                repairable={makeupState(c).repairable}
                onRepair={setRepairing}
              />
              <p className="mt-3 text-center text-xs text-muted">
                {c.month === current ? '本月' : '当月'}已签到 {c.days.length} 天
              </p>
              {c.month === current && <MakeupBar state={makeupState(c)} limit={c.makeupLimit ?? 3} />}
            </Card>
          </>
        )}
      </AsyncView>
      <Dialog
        open={repairing !== null}
        onClose={() => setRepairing(null)}
        title="使用补签卡"
        testId="makeup-dialog"
        footer={
          <>
            <Button variant="ghost" block onClick={() => setRepairing(null)}>
              取消
            </Button>
            <Button variant="gold" block disabled={busy} onClick={() => void repair()}>
              确认补签
            </Button>
          </>
        }
      >
        消耗1张补签卡，补签{info.data ? Number(info.data.month.slice(5)) : ''}月{repairing}
        日，连续签到天数将重新计算。
      </Dialog>
      <RewardBurst
        reward={reward?.amount ?? null}
        caption={reward ? `签到成功，已连续签到${reward.streak}天` : ''}
        onClose={() => setReward(null)}
      />
    </div>
  );
}
