import type { Result } from '../errors.js';
import type { Account, ServerConfig, SmsSent, UserStatus } from '../generated/answers.js';
import type { Transport } from '../transport/clients.js';
import { toResult } from '../transport/result.js';
import type { CallOptions, Schemas } from './types.js';

/** Portal family: device init, start-up init, SMS, registration, the login variants, logout. */
export function accountApi({ portal, call }: Transport) {
  return {
    deviceInit: (body: Schemas['DeviceInitRequest'], o?: CallOptions): Promise<Result<ServerConfig>> =>
      toResult(portal.POST('/user/device/init', { body, ...call(o) })),
    appInit: (body: Schemas['AppInitRequest'] = {}, o?: CallOptions) =>
      toResult(portal.POST('/user/init', { body, ...call(o) })),
    sendSmsCode: (body: Schemas['SmsCodeRequest'], o?: CallOptions): Promise<Result<SmsSent>> =>
      toResult(portal.POST('/user/smsCode', { body, ...call(o) })),
    registerWithName: (body: Schemas['RegisterWithNameRequest'], o?: CallOptions): Promise<Result<Account>> =>
      toResult(portal.POST('/user/registerWithName', { body, ...call(o) })),
    login: (body: Schemas['LoginRequest'], o?: CallOptions): Promise<Result<Account>> =>
      toResult(portal.POST('/user/login', { body, ...call(o) })),
    loginWithPhone: (body: Schemas['LoginWithPhoneRequest'], o?: CallOptions): Promise<Result<Account>> =>
      toResult(portal.POST('/user/loginWithPhone', { body, ...call(o) })),
    loginPhoneWithoutRegister: (
      body: Schemas['LoginPhoneWithoutRegisterRequest'],
      o?: CallOptions,
    ): Promise<Result<Account>> =>
      toResult(portal.POST('/user/loginPhoneWithoutRegister', { body, ...call(o) })),
    autoLogin: (body: Schemas['AutoLoginRequest'], o?: CallOptions): Promise<Result<Account>> =>
      toResult(portal.POST('/user/autoLogin', { body, ...call(o) })),
    tokenLogin: (body: Schemas['TokenLoginRequest'], o?: CallOptions): Promise<Result<Account>> =>
      toResult(portal.POST('/user/tokenLogin', { body, ...call(o) })),
    resetPassword: (body: Schemas['ResetPasswordRequest'], o?: CallOptions) =>
      toResult(portal.POST('/user/resetPassword', { body, ...call(o) })),
    bindPhone: (body: Schemas['BindPhoneRequest'], o?: CallOptions): Promise<Result<UserStatus>> =>
      toResult(portal.POST('/user/bind', { body, ...call(o) })),
    logout: (o?: CallOptions) => toResult(portal.POST('/user/logout', { ...call(o) })),
  };
}

export type AccountApi = ReturnType<typeof accountApi>;
