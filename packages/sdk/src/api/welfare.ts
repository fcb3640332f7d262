import type { Transport } from '../transport/clients.js';
import { toResult } from '../transport/result.js';
import { money } from './idempotency.js';
import type { CallOptions, MoneyCallOptions, Schemas } from './types.js';

/** Portal family: 福利 tasks, check-in, invites and activities. */
export function welfareApi({ portal, call }: Transport) {
  return {
    listTasks: (o?: CallOptions) => toResult(portal.POST('/user/task/list', { ...call(o) })),
    claimTask: (body: Schemas['TaskClaimRequest'], o?: MoneyCallOptions) =>
      toResult(portal.POST('/user/task/claim', { body, ...money(call, o) })),
    getCheckinInfo: (body: Schemas['CheckinInfoRequest'] = {}, o?: CallOptions) =>
      toResult(portal.POST('/user/checkin/info', { body, ...call(o) })),
    checkin: (o?: MoneyCallOptions) => toResult(portal.POST('/user/checkin/sign', { ...money(call, o) })),
    getInviteInfo: (o?: CallOptions) => toResult(portal.POST('/user/invite/info', { ...call(o) })),
    listActivities: (o?: CallOptions) => toResult(portal.POST('/web/activity/list', { ...call(o) })),
    getActivity: (body: Schemas['IdRequest'], o?: CallOptions) =>
      toResult(portal.POST('/web/activity/detail', { body, ...call(o) })),
  };
}

export type WelfareApi = ReturnType<typeof welfareApi>;
