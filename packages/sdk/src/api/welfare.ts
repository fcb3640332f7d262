import type { Result } from '../errors.js';
import type {
  Activity,
  CheckinInfo,
  CheckinResult,
  InviteInfo,
  Task,
  TaskClaimResult,
} from '../generated/answers.js';
import type { Transport } from '../transport/clients.js';
import { toResult } from '../transport/result.js';
import { money } from './idempotency.js';
import type { CallOptions, MoneyCallOptions, Schemas } from './types.js';

/** Portal family: 福利 tasks, check-in, invites and activities. */
export function welfareApi({ portal, call }: Transport) {
  return {
    listTasks: (o?: CallOptions): Promise<Result<Task[]>> =>
      toResult(portal.POST('/user/task/list', { ...call(o) })),
    claimTask: (body: Schemas['TaskClaimRequest'], o?: MoneyCallOptions): Promise<Result<TaskClaimResult>> =>
      toResult(portal.POST('/user/task/claim', { body, ...money(call, o) })),
    getCheckinInfo: (
      body: Schemas['CheckinInfoRequest'] = {},
      o?: CallOptions,
    ): Promise<Result<CheckinInfo>> => toResult(portal.POST('/user/checkin/info', { body, ...call(o) })),
    checkin: (o?: MoneyCallOptions): Promise<Result<CheckinResult>> =>
      toResult(portal.POST('/user/checkin/sign', { ...money(call, o) })),
    getInviteInfo: (o?: CallOptions): Promise<Result<InviteInfo>> =>
      toResult(portal.POST('/user/invite/info', { ...call(o) })),
    listActivities: (o?: CallOptions): Promise<Result<Activity[]>> =>
      toResult(portal.POST('/web/activity/list', { ...call(o) })),
    getActivity: (body: Schemas['IdRequest'], o?: CallOptions): Promise<Result<Activity>> =>
      toResult(portal.POST('/web/activity/detail', { body, ...call(o) })),
  };
}

export type WelfareApi = ReturnType<typeof welfareApi>;
