/**
 * Task catalogue. Daily tasks count events on the current Asia/Shanghai day; once tasks are judged from
 * the account's state (phone bound, a friend invited, a paid recharge) so they never depend on an event
 * having been seen.
 */
export type TaskKind = 'daily' | 'once';

export type DailyEvent = 'checkin' | 'chapter' | 'post' | 'comment' | 'like' | 'download';
export type OnceCondition = 'bind_phone' | 'invite' | 'first_recharge';

export type TaskDef = {
  id: number;
  kind: TaskKind;
  title: string;
  description: string;
  target: number;
  reward: number;
  /** Route in the web app that helps doing the task. */
  route: string;
} & ({ kind: 'daily'; event: DailyEvent } | { kind: 'once'; condition: OnceCondition });

export const TASKS: readonly TaskDef[] = [
  {
    id: 1,
    kind: 'daily',
    event: 'checkin',
    title: '每日签到',
    description: '完成今日签到',
    target: 1,
    reward: 5,
    route: '/checkin',
  },
  {
    id: 2,
    kind: 'daily',
    event: 'chapter',
    title: '阅读漫画',
    description: '阅读任意一章漫画',
    target: 1,
    reward: 5,
    route: '/animate',
  },
  {
    id: 3,
    kind: 'daily',
    event: 'post',
    title: '发布动态',
    description: '在广场发布一条动态',
    target: 1,
    reward: 10,
    route: '/postpage',
  },
  {
    id: 4,
    kind: 'daily',
    event: 'comment',
    title: '发表评论',
    description: '在广场发表一条评论',
    target: 1,
    reward: 5,
    route: '/square',
  },
  {
    id: 5,
    kind: 'daily',
    event: 'like',
    title: '点赞3次',
    description: '为广场动态点赞3次',
    target: 3,
    reward: 5,
    route: '/square',
  },
  {
    id: 6,
    kind: 'daily',
    event: 'download',
    title: '下载游戏',
    description: '下载任意一款游戏',
    target: 1,
    reward: 10,
    route: '/games',
  },
  {
    id: 101,
    kind: 'once',
    condition: 'bind_phone',
    title: '绑定手机',
    description: '绑定手机号，账号更安全',
    target: 1,
    reward: 50,
    route: '/bind',
  },
  {
    id: 102,
    kind: 'once',
    condition: 'invite',
    title: '邀请好友',
    description: '成功邀请一位好友注册',
    target: 1,
    reward: 50,
    route: '/welfare',
  },
  {
    id: 103,
    kind: 'once',
    condition: 'first_recharge',
    title: '首次充值',
    description: '完成首次充值',
    target: 1,
    reward: 100,
    route: '/recharge',
  },
];

export function findTask(id: number): TaskDef | undefined {
  return TASKS.find((t) => t.id === id);
}

export function dailyTasksFor(event: DailyEvent): TaskDef[] {
  return TASKS.filter((t) => t.kind === 'daily' && t.event === event);
}

/** The period a claim or a count belongs to: the Shanghai day for daily tasks, 'once' otherwise. */
export function taskPeriod(task: TaskDef, today: string): string {
  return task.kind === 'daily' ? today : 'once';
}
