import type { AccountApi } from '../api/account.js';
import { type PortalError, PortalUnknownError } from '../errors.js';
import { BusinessCode, SUCCESS_CODE } from '../generated/business-codes.js';
import type { Logger } from '../logger.js';

/** Init's own result, coded like an answer: success, or a refusal whose message says why. */
export interface InitResult {
  code: typeof SUCCESS_CODE | typeof BusinessCode.Refused;
  msg: string;
  /** Why init failed: the device-init call's own error (`kind`, `requestId`, the platform's `cause`). */
  error?: PortalError;
}

export const INIT_SUCCESS: InitResult = { code: SUCCESS_CODE, msg: 'SDK初始化成功' };
export const INIT_FAILED: InitResult = { code: BusinessCode.Refused, msg: 'SDK初始化失败' };
export const INIT_NO_DEVICE: InitResult = {
  code: BusinessCode.Refused,
  msg: 'SDK初始化失败，设备号获取失败',
};

type ServerConfig = NonNullable<Awaited<ReturnType<AccountApi['deviceInit']>>['data']>;

/**
 * Device init (deviceType 'h5', osType 3): the answer becomes the server config. A failed call or an
 * empty answer is 'SDK初始化失败'; no device id at all is 'SDK初始化失败，设备号获取失败'.
 */
export async function initDevice(deps: {
  deviceId: () => Promise<string | null>;
  account: AccountApi;
  appID: number;
  channelID: string;
  logger: Logger;
  onServerConfig: (config: ServerConfig) => void;
}): Promise<InitResult> {
  const deviceID = await deps.deviceId();
  if (!deviceID) return { ...INIT_NO_DEVICE, error: new PortalUnknownError(INIT_NO_DEVICE.msg) };
  const { data, error } = await deps.account.deviceInit({
    appID: deps.appID,
    channelID: deps.channelID,
    deviceID,
    deviceType: 'h5',
    osType: 3,
  });
  if (error || !data || typeof data !== 'object') {
    deps.logger.warn(INIT_FAILED.msg, error?.message);
    return { ...INIT_FAILED, error: error ?? new PortalUnknownError('设备初始化返回为空') };
  }
  deps.onServerConfig(data);
  return INIT_SUCCESS;
}
