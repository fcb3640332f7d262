import type { Schemas } from '@portal/sdk';
import { toast } from '@portal/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api, auth } from '../../../lib/portal';
import { accountKey, asyncView, sdkQuery } from '../../../lib/sdk-query';
import { useUid } from '../../../lib/stores/session-store';
import { AsyncView } from '../../../ui/async-view';
import { EmptyState } from '../../../ui/states';
import { LoginPrompt } from '../components/login-prompt';
import { RewardBurst } from '../components/reward-burst';
import { TaskRow } from '../components/task-row';

type Task = Schemas['Task'];

function TaskGroup({
  title,
  tasks,
  claiming,
  onClaim,
}: {
  title: string;
  tasks: Task[];
  claiming: number | null;
  onClaim(t: Task): void;
}) {
  if (tasks.length === 0) return null;
  return (
    <section className="overflow-hidden rounded-[var(--radius-card)] bg-card shadow-card">
      <h2 className="px-4 pt-4 text-[0.9375rem] font-bold text-ink">{title}</h2>
      <ul className="divide-y divide-line">
        {tasks.map((t) => (
          <TaskRow key={t.id} task={t} busy={claiming === t.id} onClaim={() => onClaim(t)} />
        ))}
      </ul>
    </section>
  );
}

/** Tasks with progress; finished ones are claimed here for their X钻. */
export default function TaskPage() {
  const uid = useUid();
  const tasks = asyncView(useQuery(sdkQuery(accountKey(uid, 'tasks'), () => api.welfare.listTasks())));
  const [claiming, setClaiming] = useState<number | null>(null);
  const [reward, setReward] = useState<number | null>(null);

  const claim = async (task: Task) => {
    setClaiming(task.id);
    const { error } = await api.welfare.claimTask({ taskId: task.id });
    setClaiming(null);
    if (error) return void toast(error.message, { kind: 'error' });
    setReward(task.reward);
    tasks.reload();
    void auth.refreshStatus();
  };

  return (
    <div className="flex flex-col gap-3 p-3">
      <div className="rounded-[var(--radius-card)] bg-gradient-to-br from-diamond to-primary p-5 text-white shadow-card">
        <p className="text-lg font-bold">做任务 赚X钻</p>
        <p className="mt-1 text-xs opacity-85">每日任务每天0点刷新，完成后记得领取奖励</p>
      </div>
      {!uid && <LoginPrompt title="登录后完成任务领取X钻" />}
      <AsyncView {...tasks} isEmpty={(d) => d.length === 0} empty={<EmptyState title="暂无任务" />}>
        {(list) => (
          <>
            <TaskGroup
              title="每日任务"
              tasks={list.filter((t) => t.kind === 'daily')}
              claiming={claiming}
              onClaim={claim}
            />
            <TaskGroup
              title="新手任务"
              tasks={list.filter((t) => t.kind === 'once')}
              claiming={claiming}
              onClaim={claim}
            />
          </>
        )}
      </AsyncView>
      <RewardBurst reward={reward} caption="任务奖励已到账" onClose={() => setReward(null)} />
    </div>
  );
}
