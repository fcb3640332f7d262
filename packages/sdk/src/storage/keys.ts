/** Storage keys; the first three are shared with the original web app. */
export const STORAGE_KEYS = {
  deviceId: 'h5_device_id',
  vipConfig: 'vipconfig',
  inviteCode: 'inviteCode',
  channelCode: 'channelCode',
  account: 'userInfo',
} as const;

/** Per-user "今日不再显示" timestamp: the uid followed by `not-show`. */
export const notShowKey = (uid: string): string => `${uid}not-show`;
