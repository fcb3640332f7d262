/**
 * Task catalogue (openapi Task). Daily tasks count committed events of the current Asia/Shanghai day;
 * once tasks are judged from the account's state (phone bound, a friend invited, a paid recharge), so
 * they never depend on an event having been seen.
 */
export type DailyEvent = 'checkin' | 'read' | 'post' | 'comment' | 'like' | 'download';
export type OnceEvent = 'bind' | 'invite' | 'recharge';

type Common = {
  id: number;
  name: string;
  description: string;
  target: number;
  reward: number;
  /** 补签卡 (make-up check-in cards) given with the reward. */
  cardReward?: number;
};
export type TaskDef =
  | (Common & { kind: 'daily'; event: DailyEvent })
  | (Common & { kind: 'once'; event: OnceEvent });

export const TASKS: readonly TaskDef[] = [
  {
    id: 1,
    kind: 'daily',
    event: 'checkin',
    name: '每日签到',
    description: '完成今日签到',
    target: 1,
    reward: 5,
  },
  {
    id: 2,
    kind: 'daily',
    event: 'read',
    name: '阅读漫画',
    description: '阅读任意一章漫画',
    target: 1,
    reward: 5,
  },
  {
    id: 3,
    kind: 'daily',
    event: 'post',
    name: '发布动态',
    description: '在广场发布一条动态',
    target: 1,
    reward: 10,
    cardReward: 1,
  },
  {
    id: 4,
    kind: 'daily',
    event: 'comment',
    name: '发表评论',
    description: '在广场发表一条评论',
    target: 1,
    reward: 5,
  },
  {
    id: 5,
    kind: 'daily',
    event: 'like',
    name: '点赞3次',
    description: '为广场动态点赞3次',
    target: 3,
    reward: 5,
  },
  {
    id: 6,
    kind: 'daily',
    event: 'download',
    name: '下载游戏',
    description: '下载任意一款游戏',
    target: 1,
    reward: 10,
  },
  {
    id: 101,
    kind: 'once',
    event: 'bind',
    name: '绑定手机',
    description: '绑定手机号，账号更安全',
    target: 1,
    reward: 50,
    cardReward: 1,
  },
  {
    id: 102,
    kind: 'once',
    event: 'invite',
    name: '邀请好友',
    description: '成功邀请一位好友注册',
    target: 1,
    reward: 50,
  },
  {
    id: 103,
    kind: 'once',
    event: 'recharge',
    name: '首次充值',
    description: '完成首次充值',
    target: 1,
    reward: 100,
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
